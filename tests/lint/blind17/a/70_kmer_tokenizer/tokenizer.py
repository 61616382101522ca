import itertools

import jax.numpy as jnp
import numpy as np


class KmerTokenizer:
    def __init__(self, k=3):
        self.k = k
        self.vocab = {"".join(p): i for i, p in enumerate(itertools.product("ACGT", repeat=k))}

    @property
    def size(self):
        return len(self.vocab)

    def encode(self, seq):
        return np.array([self.vocab[seq[i:i + self.k]] for i in range(len(seq) - self.k + 1)],
                        dtype=np.int32)

    def histogram(self, ids):
        return jnp.zeros(self.size).at[ids].add(1.0) / ids.shape[0]
