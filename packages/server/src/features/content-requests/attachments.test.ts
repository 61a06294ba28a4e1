import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTACHMENTS_MAX, translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { brief, expectOk, move } from '../../test/content-request-fixtures.ts';
import { card } from '../../test/payments-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { expectError, uploadRequests } from '../../test/upload-fixtures.ts';
import { contentRequestAttachments } from './tables.ts';

/**
 * Files a brief carries (issue 20; TESTING §5 uploads): kinds judged by their bytes, the parties alone
 * download them, as downloads; the requester adds and removes them while the brief is theirs; a
 * refused upload leaves no file behind.
 */

let t: TestApp;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-attachments-'));
  t = await createTestApp((config) => ({ ...config, dataDir }));
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const { post, get, storedFiles } = uploadRequests(() => t);
const attachmentFiles = () => storedFiles().filter((name) => name.endsWith('.att'));

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const fileForm = (requestId: number, bytes: Uint8Array, fileName: string, type = 'application/pdf') => {
  const form = new FormData();
  form.append('id', String(requestId));
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
};

async function draftWithParties() {
  const requester = await signedInPerson(t);
  const creator = await signedInPerson(t);
  const stranger = await signedInPerson(t);
  const draft = expectOk(
    await requester.client.post('/api2/content-request/create', { creatorId: creator.id, ...brief(t) }),
  );
  return { requester, creator, stranger, id: draft.id };
}

type Answer = { status: number; body: { data: { request: { attachments: { id: number; url: string }[] } } } };
const attachmentsOf = (answer: Answer) => answer.body.data.request.attachments;

describe('attaching files to a brief', () => {
  it('keeps a PDF for the two parties alone, served as a download', async () => {
    const { requester, creator, stranger, id } = await draftWithParties();
    const added = await post(
      '/api2/content-request/attachment',
      fileForm(id, PDF, 'Style guide.pdf'),
      requester.client.cookie,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [file] = attachmentsOf(added as Answer);
    expect(file).toMatchObject({ fileName: 'Style guide.pdf', kind: 'pdf', bytes: PDF.length });
    expectOk(await move(requester.client, id, 'send', { paymentMethod: card() }));

    const download = await get(file!.url, { cookie: creator.client.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Style guide.pdf"; filename*=UTF-8''Style%20guide.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    // Strangers and guests learn nothing; the public image route never serves the stored file.
    expect((await get(file!.url, { cookie: stranger.client.cookie })).statusCode).toBe(404);
    expect((await get(file!.url)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(contentRequestAttachments)
      .where(eq(contentRequestAttachments.id, file!.id));
    expect((await get(`/images/${row!.storageKey}`)).statusCode).toBe(404);
    // The creator sees the files on the request's page, and may not change them.
    const seen = expectOk(await creator.client.get(`/api2/content-request?id=${id}`));
    expect(seen.attachments).toHaveLength(1);
    expectError(
      await post('/api2/content-request/attachment', fileForm(id, PDF, 'mine.pdf'), creator.client.cookie),
      403,
      'contentRequest.not.requester',
    );
    expectError(
      await post('/api2/content-request/attachment', fileForm(id, PDF, 'x.pdf'), stranger.client.cookie),
      404,
      'not_found',
    );
  });

  it('judges a file by its bytes and keeps a name with any script safe on download', async () => {
    const { requester, id } = await draftWithParties();
    const before = attachmentFiles();
    const refusals: [Uint8Array, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'brief.pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'],
      [Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'setup.exe'],
      [Buffer.from('PK\u0003\u0004 not a word file'), 'notes.docx'],
      [Buffer.from('text with a \u0000 byte'), 'notes.txt'],
      [Buffer.from([0xc3, 0x28]), 'broken.txt'],
    ];
    for (const [bytes, name] of refusals) {
      const refused = await post(
        '/api2/content-request/attachment',
        fileForm(id, bytes, name),
        requester.client.cookie,
      );
      expect(refused.status, name).toBe(400);
      expect(refused.body.errors.fields).toEqual({
        file: translate('en', 'validation.contentRequests.fileKind'),
      });
    }
    expect(attachmentFiles()).toEqual(before);

    const text = await post(
      '/api2/content-request/attachment',
      fileForm(id, Buffer.from('Notes for the writer: 台北夜市'), '"notes"\u202e.txt', 'text/html'),
      requester.client.cookie,
    );
    expect(text.status).toBe(400);
    const named = await post(
      '/api2/content-request/attachment',
      fileForm(id, Buffer.from('Notes for the writer: 台北夜市'), '夜市: notes*.txt', 'text/html'),
      requester.client.cookie,
    );
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const [file] = attachmentsOf(named as Answer);
    const download = await get(file!.url, { cookie: requester.client.cookie });
    // Sent as text, never as the HTML the browser claimed.
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="___ notes_.txt"; filename*=UTF-8''${encodeURIComponent('夜市_ notes_.txt')}`,
    );
  });

  it('refuses bad forms with 400 and a missing request with 404', async () => {
    const { requester, id } = await draftWithParties();
    const noFile = new FormData();
    noFile.append('id', String(id));
    expect((await post('/api2/content-request/attachment', noFile, requester.client.cookie)).status).toBe(
      400,
    );
    const badId = fileForm(id, PDF, 'a.pdf');
    badId.set('id', 'x1');
    expect((await post('/api2/content-request/attachment', badId, requester.client.cookie)).status).toBe(400);
    const wrongField = new FormData();
    wrongField.append('id', String(id));
    wrongField.append('photo', new Blob([PDF]), 'a.pdf');
    expect((await post('/api2/content-request/attachment', wrongField, requester.client.cookie)).status).toBe(
      400,
    );
    expectError(
      await post(
        '/api2/content-request/attachment',
        fileForm(999_999, PDF, 'a.pdf'),
        requester.client.cookie,
      ),
      404,
      'not_found',
    );
    const json = await requester.client.post('/api2/content-request/attachment', { id });
    expect(json.status).toBe(415);
  });

  it(`holds ${ATTACHMENTS_MAX} files at most, and removes them with their stored file`, async () => {
    const { requester, creator, id } = await draftWithParties();
    let last: Answer | undefined;
    for (let n = 1; n <= ATTACHMENTS_MAX; n += 1) {
      last = (await post(
        '/api2/content-request/attachment',
        fileForm(id, PDF, `part ${n}.pdf`),
        requester.client.cookie,
      )) as Answer;
      expect(last.status).toBe(200);
    }
    const stored = attachmentFiles().length;
    expectError(
      await post(
        '/api2/content-request/attachment',
        fileForm(id, PDF, 'one more.pdf'),
        requester.client.cookie,
      ),
      409,
      'contentRequest.attachments.full',
    );
    expect(attachmentFiles()).toHaveLength(stored);

    const first = attachmentsOf(last!)[0]!;
    // Another request's id with this file's id: nothing is removed.
    const other = await draftWithParties();
    expect(
      (
        await other.requester.client.post('/api2/content-request/attachment/remove', {
          id: other.id,
          attachmentId: first.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await creator.client.post('/api2/content-request/attachment/remove', { id, attachmentId: first.id }))
        .status,
    ).toBe(404);
    const removed = expectOk(
      await requester.client.post('/api2/content-request/attachment/remove', { id, attachmentId: first.id }),
    );
    expect(removed.attachments).toHaveLength(ATTACHMENTS_MAX - 1);
    expect(attachmentFiles()).toHaveLength(stored - 1);
    expect((await get(first.url, { cookie: requester.client.cookie })).statusCode).toBe(404);
  });

  it('changes the files only while the brief is the requester’s to edit', async () => {
    const { requester, creator, id } = await draftWithParties();
    const added = (await post(
      '/api2/content-request/attachment',
      fileForm(id, PDF, 'brief.pdf'),
      requester.client.cookie,
    )) as Answer;
    expectOk(await move(requester.client, id, 'send', { paymentMethod: card() }));
    expectOk(await move(creator.client, id, 'accept'));
    const before = attachmentFiles();
    expectError(
      await post('/api2/content-request/attachment', fileForm(id, PDF, 'late.pdf'), requester.client.cookie),
      409,
      'contentRequest.wrong.status',
    );
    const removal = await requester.client.post('/api2/content-request/attachment/remove', {
      id,
      attachmentId: attachmentsOf(added)[0]!.id,
    });
    expect(removal.status).toBe(409);
    expect(attachmentFiles()).toEqual(before);
  });
});
