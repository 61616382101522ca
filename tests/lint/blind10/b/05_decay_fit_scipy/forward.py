import jax.numpy as jnp


def decay_model(params, t):
    """Two-compartment exponential decay observed at times t."""
    a1, k1, a2, k2 = params
    return a1 * jnp.exp(-k1 * t) + a2 * jnp.exp(-k2 * t)


def misfit(params, t, y_obs, reg=1e-3):
    r = decay_model(params, t) - y_obs
    return 0.5 * jnp.sum(r**2) + reg * jnp.sum(params**2)
