/** Heading elements, shared by the block list of the text walk and the layout-table test. */
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
