import jax
import jax.numpy as jnp


@jax.jit
def add_match(total_xg, shot_dist, shot_angle):
    logit = 1.2 - 0.11 * shot_dist + 1.4 * shot_angle
    return total_xg + jax.nn.sigmoid(logit).sum()
