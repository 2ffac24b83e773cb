import type { MessageParams, ServerMessage, ServerMessageCode } from '@cd/contracts';

/** Why a workbook as a whole was refused; the message is shown to the user as it is. */
export class WorkbookError extends Error {
  constructor(
    readonly reason:
      | 'NOT_XLSX'
      | 'MACROS'
      | 'CORRUPT'
      | 'TOO_LARGE_UNPACKED'
      | 'COMPRESSION_RATIO'
      | 'TOO_MANY_ENTRIES'
      | 'XML_ENTITIES'
      | 'TOO_MANY_ROWS'
      | 'TOO_MANY_COLUMNS'
      | 'CELL_TOO_LONG'
      | 'TOO_SLOW'
      | 'NO_SHEET'
      | 'NO_HEADER'
      | 'MISSING_COLUMNS',
    message: string,
    /** The placeholders of the message's code (decision 053). */
    readonly params: MessageParams = {},
    /** Only where one reason has messages with different placeholders. */
    readonly messageCode = `WORKBOOK_${reason}` as ServerMessageCode,
  ) {
    super(message);
    this.name = 'WorkbookError';
  }

  /** For the error envelope: the code the web translates, with the placeholders' values. */
  get serverMessage(): ServerMessage {
    return { messageCode: this.messageCode, params: this.params };
  }
}
