import jax.numpy as jnp


def matern52(x1, x2, log_ls, log_amp):
    r = jnp.sqrt(jnp.sum((x1[:, None] - x2[None]) ** 2, -1) + 1e-12) / jnp.exp(log_ls)
    s5 = jnp.sqrt(5.0) * r
    return jnp.exp(2 * log_amp) * (1.0 + s5 + 5.0 / 3.0 * r**2) * jnp.exp(-s5)


DEFAULT_HYPERS = {"log_ls": -1.0, "log_amp": 0.0, "log_noise": -3.0}
