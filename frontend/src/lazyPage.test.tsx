import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPage', () => {
  it('suspends until its code is here', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once its code was asked for ahead', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    await Page.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
