from functools import lru_cache

import jax
import jax.numpy as jnp

from problem import objective


def augmented_lagrangian(x, lam, A, b, c, rho):
    r = A @ x - b
    return objective(x, c) + lam @ r + 0.5 * rho * r @ r


def al_outer_step(x, lam, A, b, c, rho, lr=0.05, n_inner=50):
    g = jax.grad(augmented_lagrangian)

    def body(_, x):
        return x - lr / (1.0 + rho) * g(x, lam, A, b, c, rho)

    x = jax.lax.fori_loop(0, n_inner, body, x)
    lam = lam + rho * (A @ x - b)
    return x, lam, jnp.linalg.norm(A @ x - b)


@lru_cache(maxsize=None)
def get_solver():
    return jax.jit(al_outer_step, static_argnames=("n_inner",))
