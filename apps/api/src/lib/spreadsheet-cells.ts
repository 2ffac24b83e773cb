/**
 * The Text number format ('@'). Exported and template columns carry it, so a value such as
 * '=HYPERLINK(…)' or '+852 2123 4567' stays text even when someone edits the cell in Excel
 * (formula injection: decision 030).
 */
export const TEXT_FORMAT = '@';
