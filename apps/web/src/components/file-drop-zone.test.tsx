import { act, fireEvent, render, screen } from '@testing-library/react';
import { DROPZONE_HEIGHT, UPLOAD_DEFAULT_FILE_LIMIT, UPLOAD_MESSAGE_HIDE_MS } from '@portal/shared/constants';
import { UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../locales/de/uploads.json';
import en from '../locales/en/uploads.json';
import { FileDropZone, sortFiles } from './file-drop-zone';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

async function choose(input: HTMLElement, files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('drop zone rules (spec §4, §5, §9)', () => {
  it('spec §8 messages are in English byte for byte, and every key is in German too', () => {
    expect(en.tooBig).toBe(UPLOAD_MESSAGES.tooBig);
    expect(en.wrongDocument).toBe(UPLOAD_MESSAGES.wrongDocument);
    expect(en.tooMany.replace('{{limit}}', '3')).toBe(UPLOAD_MESSAGES.tooMany(3));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(UPLOAD_DEFAULT_FILE_LIMIT).toBe(3);
    expect(DROPZONE_HEIGHT).toBe(250);
    expect(UPLOAD_MESSAGE_HIDE_MS).toBe(4000);
  });

  it('type first, then size (1,000,000 bytes), then the count limit', () => {
    const files = [
      { name: 'cv.pdf', size: 1_000_000, type: 'application/pdf' },
      { name: 'big.pdf', size: 1_000_001, type: 'application/pdf' },
      { name: 'run.exe', size: 10, type: 'application/x-msdownload' },
      { name: 'a.docx', size: 10, type: '' },
      { name: 'b.doc', size: 10, type: 'application/msword' },
      { name: 'c.pdf', size: 10, type: 'application/pdf' },
    ];
    const sorted = sortFiles(files, { accept: 'document', held: 0, limit: 3, maxBytes: 1_000_000 });
    expect(sorted.accepted).toEqual([0, 3, 4]);
    expect(sorted.rejected).toEqual([
      { index: 1, reason: 'tooBig' },
      { index: 2, reason: 'wrongType' },
      { index: 5, reason: 'tooMany' },
    ]);
    expect(sortFiles([files[0]!], { accept: 'document', held: 3, limit: 3, maxBytes: 1_000_000 }).rejected).toEqual([
      { index: 0, reason: 'tooMany' },
    ]);
    expect(
      sortFiles([{ name: 'me.png', size: 5, type: 'image/png' }], { accept: 'image', held: 0, limit: 1, maxBytes: 1_000_000 })
        .accepted,
    ).toEqual([0]);
  });
});

describe('<FileDropZone>', () => {
  afterEach(() => vi.useRealTimers());

  it('shows accepted and rejected stripes, the spec message, and passes accepted files on', async () => {
    const onAccept = vi.fn();
    render(<FileDropZone label="CV" accept="document" items={[]} onAccept={onAccept} inputProps={{ 'data-testid': 'input' }} />);
    await choose(screen.getByTestId('input'), [
      file('cv.pdf', 10, 'application/pdf'),
      file('x.exe', 10, 'application/x-msdownload'),
      file('big.pdf', 1_000_001, 'application/pdf'),
    ]);
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect((onAccept.mock.calls[0]![0] as File[]).map((f) => f.name)).toEqual(['cv.pdf']);
    const rejected = screen.getByTestId('rejected-files');
    expect(rejected.textContent).toContain('x.exe');
    expect(rejected.textContent).toContain('big.pdf');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      UPLOAD_MESSAGES.wrongDocument,
      UPLOAD_MESSAGES.tooBig,
    ]);
  });

  it('files beyond the limit are rejected with "Cannot upload more than 3 items."', async () => {
    const items = [1, 2, 3].map((n) => ({ id: String(n), name: `${n}.pdf`, size: 10 }));
    render(
      <FileDropZone
        label="Docs"
        accept="document"
        items={items}
        onAccept={() => undefined}
        inputProps={{ 'data-testid': 'input' }}
      />,
    );
    await choose(screen.getByTestId('input'), [file('4.pdf', 10, 'application/pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('Cannot upload more than 3 items.');
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveProperty('disabled', true);
  });

  it('held files have remove and download buttons and a preview', () => {
    const onRemove = vi.fn();
    const onDownload = vi.fn();
    const item = { id: 'd1', name: 'card.png', size: 2048, previewUrl: 'blob:preview' };
    const { container } = render(
      <FileDropZone
        label="Card"
        accept="image"
        items={[item]}
        onAccept={() => undefined}
        onRemove={onRemove}
        onDownload={onDownload}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download card.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card.png' }));
    expect(onDownload).toHaveBeenCalledWith(item);
    expect(onRemove).toHaveBeenCalledWith(item);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:preview');
    expect(screen.getByTestId('accepted-files').textContent).toContain('2 kB');
  });

  it('shows upload progress and hides the upload message after 4 s (spec §9)', () => {
    vi.useFakeTimers();
    const message = { severity: 'success' as const, text: 'File uploaded.' };
    const { rerender } = render(
      <FileDropZone label="CV" accept="document" items={[]} onAccept={() => undefined} progress={40} />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    rerender(<FileDropZone label="CV" accept="document" items={[]} onAccept={() => undefined} message={message} />);
    expect(screen.getByTestId('upload-message').textContent).toBe('File uploaded.');
    act(() => vi.advanceTimersByTime(UPLOAD_MESSAGE_HIDE_MS - 1));
    expect(screen.queryByTestId('upload-message')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('upload-message')).toBeNull();
  });
});
