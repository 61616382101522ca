import jax
import jax.numpy as jnp
import numpy as np

from sessions import sessions


@jax.jit
def gnss_speed_error(pred, target, weights):
    return jnp.sum(weights * (pred - target) ** 2) / jnp.sum(weights)


for s, pred, target, w in sessions(np.random.default_rng(60)):
    print("session", s, "speed RMSE", round(float(np.sqrt(gnss_speed_error(pred, target, w))), 3))
