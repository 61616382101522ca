import jax.numpy as jnp


def sinusoid(params, t, period):
    phase = 2 * jnp.pi * t / period
    return params["mean"] + params["a"] * jnp.sin(phase) + params["b"] * jnp.cos(phase)


def chi2(params, t, flux, err, period):
    resid = (flux - sinusoid(params, t, period)) / err
    return jnp.sum(resid ** 2)
