import jax
import jax.numpy as jnp

from arm import wrist_position


def gauss_newton(q, target, iters=5):
    for _ in range(iters):
        J = jax.jit(jax.jacfwd(wrist_position))(q)
        r = wrist_position(q) - target
        q = q - jnp.linalg.solve(J.T @ J + 1e-4 * jnp.eye(2), J.T @ r)
    return q
