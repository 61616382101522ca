import jax
import jax.numpy as jnp
import numpy as np

T_OBS = np.linspace(0, 6, 40).astype(np.float32)


def oscillator(theta, t):
    log_omega, log_gamma = theta
    return jnp.exp(-jnp.exp(log_gamma) * t) * jnp.cos(jnp.exp(log_omega) * t)


def make_log_post(y_obs, noise_sd=0.1):
    t = jnp.asarray(T_OBS)

    def log_post(theta):
        resid = y_obs - oscillator(theta, t)
        return -0.5 * jnp.sum(resid ** 2) / noise_sd ** 2 - 0.5 * jnp.sum(theta ** 2) / 4.0

    return log_post
