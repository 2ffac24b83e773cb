import { z } from 'zod';
import { allFunctionCodes, type FunctionCode } from './function-codes.js';

export const functionCode = z.enum(allFunctionCodes as [FunctionCode, ...FunctionCode[]]);
