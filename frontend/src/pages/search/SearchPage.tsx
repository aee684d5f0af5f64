import { Card, Typography } from 'antd';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { search as copy } from '../../messages';
import { SearchBox } from './components/SearchBox';
import { SearchResults } from './components/SearchResults';
import { searchable, useSearch } from './useSearch';

export default function SearchPage() {
  const state = useSearch();
  return (
    <>
      <PageHeader title={copy.title} />
      <Card style={{ marginBottom: 24 }}>
        <SearchBox text={state.text} suggestions={state.suggestions} onChange={state.setText} onClear={state.clear} />
        {state.text.trim() !== '' && !searchable(state.text) && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {copy.minLengthHint}
          </Typography.Text>
        )}
      </Card>
      <ErrorAlert message={state.error ? copy.failed : null} />
      {state.loading && <Loading />}
      {state.results && <SearchResults response={state.results} />}
    </>
  );
}
