import { initServer } from '@ts-rest/express';
import { apiContract, type AvatarContentType } from '../../../contract';
import { imageAnswer, imageUpload } from '../../http/image-upload';
import { contextOf } from '../../http/request-context';
import type { AccountService } from './account-service';

const s = initServer();

export function accountHandlers(account: AccountService) {
  return s.router(apiContract.account, {
    getMe: async ({ req }) => ({ status: 200, body: await account.me(contextOf(req)) }),

    changeUsername: async ({ body, req }) => ({
      status: 200,
      body: await account.changeUsername(contextOf(req), body.new_username),
    }),

    changePassword: async ({ body, req }) => {
      await account.changePassword(contextOf(req), body.old_password, body.new_password);
      return { status: 204, body: undefined };
    },

    getPreferences: async ({ req }) => ({ status: 200, body: await account.preferences(contextOf(req)) }),

    updatePreferences: async ({ body, req }) => ({ status: 200, body: await account.updatePreferences(contextOf(req), body) }),

    uploadAvatar: {
      middleware: [imageUpload],
      handler: async ({ req }) => ({ status: 200, body: await account.uploadAvatar(contextOf(req), req.file?.buffer) }),
    },

    deleteAvatar: async ({ req }) => {
      await account.deleteAvatar(contextOf(req));
      return { status: 204, body: undefined };
    },

    getAvatar: async ({ params, req, res }) => {
      const avatar = await account.avatar(contextOf(req), params.id);
      return { status: 200, body: imageAnswer(res, { ...avatar, contentType: avatar.contentType as AvatarContentType }) };
    },
  });
}
