import jax.numpy as jnp


def decay_curve(params, t):
    amp, rate, offset = params[0], params[1], params[2]
    return amp * jnp.exp(-rate * t) + offset


def residual_loss(params, t, y):
    return jnp.mean((decay_curve(params, t) - y) ** 2)
