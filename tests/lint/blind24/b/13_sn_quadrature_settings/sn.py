from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class SweepSettings:
    def __init__(self, order, n_cells):
        self.order = order
        self.n_cells = n_cells
        mu, w = np.polynomial.legendre.leggauss(order)
        self.mu = tuple(float(m) for m in mu)
        self.w = tuple(float(x) for x in w)


@partial(jax.jit, static_argnames=("settings",))
def source_iteration(sigma_t, sigma_s, q, width, settings):
    h = width / settings.n_cells
    mu = jnp.array(settings.mu)
    w = jnp.array(settings.w)

    def sweep(phi):
        src = 0.5 * (sigma_s * phi + q)
        def per_angle(m):
            def step(psi_in, i):
                idx = jnp.where(m > 0, i, settings.n_cells - 1 - i)
                st = sigma_t[idx]
                a = jnp.abs(m) / h
                psi_out = (src[idx] + (a - 0.5 * st) * psi_in) / (a + 0.5 * st)
                return psi_out, (idx, 0.5 * (psi_in + psi_out))
            _, (idx, psi_c) = jax.lax.scan(step, 0.0, jnp.arange(settings.n_cells))
            return jnp.zeros(settings.n_cells).at[idx].set(psi_c)
        psi = jax.vmap(per_angle)(mu)
        return jnp.sum(w[:, None] * psi, axis=0)

    phi = jnp.zeros(settings.n_cells)
    phi = jax.lax.fori_loop(0, 60, lambda i, p: sweep(p), phi)
    return phi
