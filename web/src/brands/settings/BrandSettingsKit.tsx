import { DesignTokens, KitColors, KitFonts } from '../kit/BrandKit';
import { useSettingsBrand } from './BrandSettingsRoute';

/** /{brand}/settings/kit: the brand kit's colours and fonts, always open for changes, and the design tokens. */
export default function BrandSettingsKit() {
  const brand = useSettingsBrand();
  return (
    <div className="stack-lg">
      <KitColors brand={brand} mode="settings" />
      <KitFonts brand={brand} mode="settings" />
      <div className="card">
        <DesignTokens brand={brand} />
      </div>
    </div>
  );
}
