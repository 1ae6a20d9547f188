/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { createRef } from 'react';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const submit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Aç</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Aç' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
  });

  it('while busy is disabled and says so with aria-busy; otherwise carries no aria-busy', () => {
    const { rerender } = render(<Button busy>Yükleniyor...</Button>);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<Button>Göster</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('passes a ref to the button element (focus management uses it)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Falı Aç</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Falı Aç' }));
  });

  it('as a link keeps the look of the button of the same variant', () => {
    render(
      <>
        <ButtonLink href="/daily">Günlük Yorumu Oku</ButtonLink>
        <Button>Göster</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Günlük Yorumu Oku' });
    expect(link).toHaveAttribute('href', '/daily');
    for (const cls of ['btn', 'btn-md', 'btn-primary']) {
      expect(link).toHaveClass(cls);
      expect(screen.getByRole('button')).toHaveClass(cls);
    }
  });
});

describe('buttonClasses', () => {
  // Tailwind generates only the classes it finds written in the source; a class pieced together
  // at run time would silently have no style. The looks themselves are classes of app/globals.css.
  it('returns only classes written out in full in the source or defined in the stylesheet', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'components/ui/button.tsx'), 'utf8');
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const words = new Set(source.split(/[\s'"`]+/));
    for (const variant of ['primary', 'secondary', 'link'] as const) {
      for (const size of ['sm', 'md'] as const) {
        for (const cls of buttonClasses({ variant, size }).split(' ')) {
          expect({ cls, written: words.has(cls) }).toEqual({ cls, written: true });
          if (cls.startsWith('btn')) expect(css).toMatch(new RegExp(`\\.${cls}\\b`));
        }
      }
    }
  });
});
