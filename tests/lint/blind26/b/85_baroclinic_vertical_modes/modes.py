from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_modes",))
def vertical_modes(n2, dz, n_modes):
    # Sturm-Liouville problem for baroclinic modes: d/dz (1/N^2 d(phi)/dz) = -phi / c^2
    n = n2.shape[0]
    inv = 1.0 / n2
    main = -(inv[:-1] + inv[1:]) / dz ** 2
    main = jnp.concatenate([main, main[-1:]])
    off = inv[1:-1] / dz ** 2
    A = jnp.diag(main[:n - 1]) + jnp.diag(off, 1) + jnp.diag(off, -1)
    evals, evecs = jnp.linalg.eigh(-A)
    c = 1.0 / jnp.sqrt(evals[:n_modes])
    return c, evecs[:, :n_modes]
