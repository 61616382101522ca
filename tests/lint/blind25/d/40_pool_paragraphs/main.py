import numpy as np
from loader import paragraph_batches
from pool import pool_paragraphs

rng = np.random.default_rng(6)
for vecs, doc_ids in paragraph_batches(rng, 6):
    n_docs = int(doc_ids.max()) + 1
    doc_vecs = pool_paragraphs(vecs, doc_ids, num_docs=n_docs)
    print(n_docs, doc_vecs.shape)
