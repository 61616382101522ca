import jax.numpy as jnp


def transit_nll(theta, t, flux, sigma):
    t0, log_depth, log_dur = theta
    depth, dur = jnp.exp(log_depth), jnp.exp(log_dur)
    shape = 1 / (1 + jnp.exp(-(dur / 2 - jnp.abs(t - t0)) / 0.005))
    return 0.5 * jnp.sum(((flux - (1 - depth * shape)) / sigma) ** 2)
