import './stackedForm.css';

/** The class of a dialog's form whose labels stand above their fields on phones (stackedForm.css). */
export const STACKED_FORM = 'tcm-stacked-form';
