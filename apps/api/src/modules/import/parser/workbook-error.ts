import type { MessageParams, ServerMessage, ServerMessageCode } from '@cd/contracts';
import { serverMessageEn } from '@cd/contracts/server-message-texts-en';

/**
 * Why a workbook as a whole was refused. The message is the code's English text (decision 097) unless the
 * parser knows more than the code says (which part is damaged, which limit): then its own, more specific text.
 */
export class WorkbookError extends Error {
  constructor(
    readonly reason:
      | 'NOT_XLSX'
      | 'LEGACY_XLS'
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
    message?: string,
    /** The placeholders of the message's code (decision 053). */
    readonly params: MessageParams = {},
    /** Only where one reason has messages with different placeholders. */
    readonly messageCode = `WORKBOOK_${reason}` as ServerMessageCode,
  ) {
    super(message ?? serverMessageEn({ messageCode, params }));
    this.name = 'WorkbookError';
  }

  /** For the error envelope: the code the web translates, with the placeholders' values. */
  get serverMessage(): ServerMessage {
    return { messageCode: this.messageCode, params: this.params };
  }
}
