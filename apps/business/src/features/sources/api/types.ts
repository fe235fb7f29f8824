import type { components } from '@mesto/api-client';

// A source and what it gives, as the API sends them.

type Schemas = components['schemas'];

export type Source = Schemas['Source'];
export type SourcePreview = Schemas['SourcePreview'];
export type SourcePreviewItem = SourcePreview['items'][number];
export type SourceItem = Schemas['SourceItem'];
