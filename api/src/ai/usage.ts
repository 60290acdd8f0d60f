import { migrate, type Sql } from '@brandtrail/infra';

/**
 * What AI help was used for, by whom, in which brand, when, and how much: a plain table the API
 * appends to once per AI request (like shared-link opens and brand visits), for operators to read
 * with SQL (README: "AI help"). Not an event: a request decides nothing about the brand (an
 * accepted rewrite is recorded as the element's change, marked `ai`), and an event per request
 * would grow the brand's stream, which every brand command folds, with every try.
 */
export async function migrateAiUsage(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `CREATE TABLE IF NOT EXISTS ai_usage (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      feature text NOT NULL,
      user_id uuid NOT NULL,
      impersonator_id uuid,
      brand_id uuid NOT NULL,
      model text,
      outcome text NOT NULL,
      error_code text,
      input_chars integer NOT NULL,
      output_chars integer NOT NULL,
      prompt_tokens integer,
      completion_tokens integer,
      duration_ms integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ai_usage_brand_at ON ai_usage (brand_id, at);
    CREATE INDEX IF NOT EXISTS ai_usage_user_at ON ai_usage (user_id, at);
    -- An example brand that failed was for no brand (issue 17: example-brand-ai).
    ALTER TABLE ai_usage ALTER COLUMN brand_id DROP NOT NULL;`,
  );
}

export interface AiUsage {
  at: Date;
  /** `rewrite` (the editor's Rewrite menu), `new-brand` (the wizard's texts), `example-brand`. */
  feature: string;
  userId: string;
  impersonatorId: string | null;
  /** The brand it was for; null for an example brand that was not made. */
  brandId: string | null;
  model: string | null;
  /** `success`, `error` (with `errorCode`) or `cancelled` (the person stopped it, or went away). */
  outcome: 'success' | 'error' | 'cancelled';
  errorCode: string | null;
  /** Characters sent (instruction, text and context) and received. */
  inputChars: number;
  outputChars: number;
  /** As the model server reported them; null when it did not. */
  promptTokens: number | null;
  completionTokens: number | null;
  durationMs: number;
}

export class AiUsageStore {
  constructor(private readonly sql: Sql) {}

  async record(usage: AiUsage): Promise<void> {
    await this.sql.query(
      `INSERT INTO ai_usage (at, feature, user_id, impersonator_id, brand_id, model, outcome, error_code, input_chars,
         output_chars, prompt_tokens, completion_tokens, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        usage.at,
        usage.feature,
        usage.userId,
        usage.impersonatorId,
        usage.brandId,
        usage.model,
        usage.outcome,
        usage.errorCode,
        usage.inputChars,
        usage.outputChars,
        usage.promptTokens,
        usage.completionTokens,
        Math.round(usage.durationMs),
      ],
    );
  }

  /** A brand's usage, newest first (tests, and what an operator's query looks like). */
  /** How many AI requests the person made since `since` (the admin area's figure). */
  async countOfUser(userId: string, since: Date): Promise<number> {
    const rows = await this.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_usage WHERE user_id = $1 AND at >= $2', [
      userId,
      since,
    ]);
    return rows[0]?.n ?? 0;
  }

  async ofBrand(brandId: string, limit = 100): Promise<AiUsage[]> {
    const rows = await this.sql.query<AiUsage & { at: Date | string }>(
      `SELECT at, feature, user_id AS "userId", impersonator_id AS "impersonatorId", brand_id AS "brandId", model, outcome,
         error_code AS "errorCode", input_chars AS "inputChars", output_chars AS "outputChars", prompt_tokens AS "promptTokens",
         completion_tokens AS "completionTokens", duration_ms AS "durationMs"
       FROM ai_usage WHERE brand_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
      [brandId, limit],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at) }));
  }
}
