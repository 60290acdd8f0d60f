import { graphql } from 'react-relay';

/**
 * What an element mutation's answer carries of the page: its version (`updatedAt`), the viewer's
 * undo and redo there (each change is a step of theirs) and, but for an update (which answers its
 * element), the page's elements in their order. Every element mutation hook spreads it, so that
 * Relay's store, and through it the editor store, takes the page the same way from each.
 */
export const elementAnswerFragment = graphql`
  fragment elementAnswer_page on Page @argumentDefinitions(elements: { type: "Boolean", defaultValue: true }) {
    id
    updatedAt
    undo {
      canUndo
      canRedo
    }
    elements @include(if: $elements) {
      ...elementData_elements
    }
  }
`;
