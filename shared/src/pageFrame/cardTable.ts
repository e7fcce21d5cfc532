import './cardTable.css';

/** The class of a list table that turns into a card per row on phones (cardTable.css). */
export const CARD_TABLE = 'tcm-card-table';
/** The class of the column of a row's buttons: the card's bottom line on phones. */
export const CARD_TABLE_ACTIONS = 'tcm-card-table__actions';
