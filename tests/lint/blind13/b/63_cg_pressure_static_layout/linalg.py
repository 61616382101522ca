from functools import partial

import jax
import jax.numpy as jnp


def apply_laplacian(p, h):
    pp = jnp.pad(p, 1)
    return (4 * p - pp[2:, 1:-1] - pp[:-2, 1:-1] - pp[1:-1, 2:] - pp[1:-1, :-2]) / h ** 2


@partial(jax.jit, static_argnames=("n_iter",))
def conjugate_gradient(rhs, h, x0, n_iter=50):
    r = rhs - apply_laplacian(x0, h)
    d = r

    def body(_, state):
        x, r, d = state
        ad = apply_laplacian(d, h)
        alpha = jnp.sum(r * r) / jnp.sum(d * ad)
        x = x + alpha * d
        r_new = r - alpha * ad
        beta = jnp.sum(r_new * r_new) / jnp.sum(r * r)
        return x, r_new, r_new + beta * d

    x, r, _ = jax.lax.fori_loop(0, n_iter, body, (x0, r, d))
    return x, jnp.sqrt(jnp.sum(r * r))
