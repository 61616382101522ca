import jax.numpy as jnp
import numpy as np

T_OBS = np.linspace(0, 5, 30).astype(np.float32)


def decay_curve(theta, t):
    log_k, log_c0 = theta
    return jnp.exp(log_c0) * jnp.exp(-jnp.exp(log_k) * t)


def make_log_post(y_obs, noise_sd=0.05):
    t = jnp.asarray(T_OBS)

    def log_post(theta):
        resid = y_obs - decay_curve(theta, t)
        return -0.5 * jnp.sum(resid ** 2) / noise_sd ** 2 - 0.5 * jnp.sum(theta ** 2) / 4.0

    return log_post
