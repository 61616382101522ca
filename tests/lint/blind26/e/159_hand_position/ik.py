import jax
import jax.numpy as jnp

from arm import hand_position

hand_jacobian = jax.jit(jax.jacfwd(hand_position))


def gauss_newton(q, target, iters=5):
    for _ in range(iters):
        J = hand_jacobian(q)
        r = hand_position(q) - target
        q = q - jnp.linalg.solve(J.T @ J + 1e-4 * jnp.eye(2), J.T @ r)
    return q
