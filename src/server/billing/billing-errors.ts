import { billingErrorCodes as codes, billingErrorMessages as messages } from '../../contract/billing.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from '../http/app-error.js';
import type { Refusal } from './subscription-machine.js';

/** The answer for a transition the machine refused. */
export function refusalError(reason: Refusal): AppError {
  switch (reason) {
    case 'samePlan':
      return new AppError(codes.samePlan, 409, messages.samePlan);
    case 'ended':
      return new AppError(codes.subscriptionEnded, 409, messages.subscriptionEnded);
    case 'nothingToResume':
      return new AppError(codes.notChangeable, 409, messages.nothingToResume);
    case 'notCancelable':
      return new AppError(codes.notChangeable, 409, messages.notCancelable);
    case 'notChangeable':
    case 'notDue':
      return new AppError(codes.notChangeable, 409, messages.notChangeable);
  }
}

export const cardDeclined = () => new AppError(codes.cardDeclined, 402, messages.cardDeclined);
export const insufficientFunds = () => new AppError(codes.insufficientFunds, 402, messages.insufficientFunds);
export const alreadySubscribed = () => new AppError(codes.alreadySubscribed, 409, messages.alreadySubscribed);
export const noSubscription = () => new AppError(ErrorCode.noSubscription, 404, 'No subscription');
