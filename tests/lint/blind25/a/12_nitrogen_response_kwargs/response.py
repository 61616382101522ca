import jax
import jax.numpy as jnp


@jax.jit
def quadratic_plateau(n_rate, a, b, c):
    joint = -b / (2.0 * c)
    plateau = a + b * joint + c * joint ** 2
    y = a + b * n_rate + c * n_rate ** 2
    return jnp.where(n_rate < joint, y, plateau)
