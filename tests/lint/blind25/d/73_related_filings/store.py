import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def related_filings(index, doc_idx):
    return jax.lax.top_k(index @ index[doc_idx], 4)[1]

class FilingStore:
    def __init__(self, vecs, dockets):
        self.vecs = jnp.asarray(vecs)
        self.dockets = dockets

    def by_position(self, i):
        return related_filings(self.vecs, int(i))

    def by_docket(self, docket):
        return self.by_position(np.flatnonzero(self.dockets == docket)[0])
