import itertools

import jax.numpy as jnp
import numpy as np


def tfim_pieces(n):
    dim = 2 ** n
    basis = np.array(list(itertools.product([1, -1], repeat=n)), dtype=np.float32)
    zz = -np.sum(basis * np.roll(basis, -1, axis=1), axis=1)
    X = np.zeros((dim, dim), dtype=np.float32)
    for i in range(dim):
        for q in range(n):
            X[i, i ^ (1 << (n - 1 - q))] -= 1.0
    return jnp.asarray(basis), jnp.asarray(zz), jnp.asarray(X)
