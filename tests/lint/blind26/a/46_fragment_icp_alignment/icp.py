import jax
import jax.numpy as jnp


def _step(i, state, src, dst):
    R, t = state
    moved = src @ R.T + t
    d2 = jnp.sum((moved[:, None] - dst[None]) ** 2, -1)
    match = dst[jnp.argmin(d2, 1)]
    mc, sc = match.mean(0), moved.mean(0)
    H = (moved - sc).T @ (match - mc)
    U, _, Vt = jnp.linalg.svd(H)
    dR = Vt.T @ U.T
    return dR @ R, (t - sc) @ dR.T + mc


@jax.jit
def refine_alignment(src, dst, n_iter):
    init = (jnp.eye(3), jnp.zeros(3))
    return jax.lax.fori_loop(0, n_iter, lambda i, s: _step(i, s, src, dst), init)
