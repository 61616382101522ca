import jax
import jax.numpy as jnp

BETA, LAM, GEN = 0.0065, 0.08, 1e-4


def kinetics_matrix(rho):
    return jnp.array([[(rho - BETA) / GEN, LAM], [BETA / GEN, -LAM]])


@jax.jit
def backward_euler(y, rho, dt):
    return jnp.linalg.solve(jnp.eye(2) - dt * kinetics_matrix(rho), y)


@jax.jit
def bdf3_step(history, rho, dt):
    y3, y2, y1 = history          # oldest to newest
    rhs = (18 * y1 - 9 * y2 + 2 * y3) / 11.0
    return jnp.linalg.solve(jnp.eye(2) - (6.0 / 11.0) * dt * kinetics_matrix(rho), rhs)
