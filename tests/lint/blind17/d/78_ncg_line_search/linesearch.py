from functools import partial

import jax
import jax.numpy as jnp

INV_PHI = 0.6180339887


@partial(jax.jit, static_argnames=("phi", "n_iter"))
def golden_section(phi, lo, hi, n_iter=25):
    def body(_, bracket):
        a, b = bracket
        c = b - INV_PHI * (b - a)
        d = a + INV_PHI * (b - a)
        left = phi(c) < phi(d)
        return jnp.where(left, a, c), jnp.where(left, d, b)

    a, b = jax.lax.fori_loop(0, n_iter, body, (lo, hi))
    return 0.5 * (a + b)
