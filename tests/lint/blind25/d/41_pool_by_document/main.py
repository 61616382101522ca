import numpy as np
from pool import pool_by_document

rng = np.random.default_rng(6)
for b in range(6):
    n_docs = int(rng.integers(4, 9))
    doc_ids = np.sort(rng.integers(0, n_docs, size=64)).astype(np.int32)
    vecs = rng.normal(size=(64, 16)).astype(np.float32)
    doc_vecs, present = pool_by_document(vecs, doc_ids)
    print(n_docs, int(present.sum()), doc_vecs.shape)
