from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def conjugate_gradient(A, b, x0, tol, maxiter=50):
    r0 = b - A @ x0

    def cond(state):
        x, r, p, k = state
        return (jnp.linalg.norm(r) > tol) & (k < maxiter)

    def body(state):
        x, r, p, k = state
        Ap = A @ p
        alpha = (r @ r) / (p @ Ap)
        x = x + alpha * p
        r_new = r - alpha * Ap
        beta = (r_new @ r_new) / (r @ r)
        return x, r_new, r_new + beta * p, k + 1

    x, r, _, k = jax.lax.while_loop(cond, body, (x0, r0, r0, 0))
    return x, k
