import numpy as np

def paragraph_batches(rng, n_batches, n_pars=64, dim=16):
    for _ in range(n_batches):
        doc_ids = np.sort(rng.integers(0, int(rng.integers(4, 9)), size=n_pars)).astype(np.int32)
        doc_ids = np.unique(doc_ids, return_inverse=True)[1].astype(np.int32)
        yield rng.normal(size=(n_pars, dim)).astype(np.float32), doc_ids
