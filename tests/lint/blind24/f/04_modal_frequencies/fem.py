from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def assemble_chain(cfg, stiffness_factors):
    """Lumped shear-building style chain model of the girder."""
    n = cfg.n_elements
    le = cfg.length / n
    k = cfg.EI / le ** 3 * stiffness_factors
    K = np.zeros((n, n), dtype=np.float32)
    for i in range(n):
        K[i, i] += k[i]
        if i + 1 < n:
            K[i, i] += k[i + 1]
            K[i, i + 1] -= k[i + 1]
            K[i + 1, i] -= k[i + 1]
    M = np.full(n, cfg.rho_A * le, dtype=np.float32)
    return jnp.asarray(K), jnp.asarray(M)


@partial(jax.jit, static_argnames=("n_modes",))
def natural_frequencies(K, m_diag, n_modes):
    inv_sqrt_m = 1.0 / jnp.sqrt(m_diag)
    A = K * inv_sqrt_m[:, None] * inv_sqrt_m[None, :]
    w2, _ = jnp.linalg.eigh(A)
    return jnp.sqrt(jnp.abs(w2[:n_modes])) / (2 * jnp.pi)
