import itertools

import jax
import jax.numpy as jnp
import numpy as np

L = 6


def _basis():
    states = np.array(list(itertools.product([0, 1], repeat=L)), dtype=np.int32)
    return states


BASIS = _basis()
HOP = np.zeros((2 ** L, 2 ** L), dtype=np.float32)
for a, s in enumerate(BASIS):
    for i in range(L - 1):
        if s[i] != s[i + 1]:
            t = s.copy()
            t[i], t[i + 1] = s[i + 1], s[i]
            b = int("".join(map(str, t)), 2)
            HOP[a, b] = 1.0
OCC = jnp.asarray(BASIS, dtype=jnp.float32)
NEEL = int("".join("10" * (L // 2)), 2)


@jax.jit
def imbalance_at(fields, times):
    diag = (OCC * fields).sum(axis=1) + (OCC[:, :-1] * OCC[:, 1:]).sum(axis=1)
    H = jnp.asarray(HOP) + jnp.diag(diag)
    w, v = jnp.linalg.eigh(H)
    c = v[NEEL]
    sign = jnp.where(jnp.arange(L) % 2 == 0, 1.0, -1.0)

    def at(t):
        psi = v @ (jnp.exp(-1j * w * t) * c)
        n = jnp.abs(psi) ** 2 @ OCC
        return jnp.sum(sign * n) / (L / 2)

    return jax.vmap(at)(times)
