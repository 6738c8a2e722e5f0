/** The science article's five chapters, in reading order. The ids are the sections' anchors in science.mdx. */
export const SCIENCE_SECTIONS = [
  { id: 'problem', label: 'Problem' },
  { id: 'classification', label: 'Classification' },
  { id: 'validation', label: 'Validation' },
  { id: 'certification', label: 'Certification' },
  { id: 'application', label: 'Application' },
] as const;

export type ScienceSectionId = (typeof SCIENCE_SECTIONS)[number]['id'];
