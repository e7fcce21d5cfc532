import './facts.css';

/** The class of a <dl> of label and value pairs laid out as a grid (facts.css). */
export const FACTS = 'tcm-facts';
