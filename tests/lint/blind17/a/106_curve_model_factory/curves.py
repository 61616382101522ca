import jax.numpy as jnp


def make_curve(kind, bottom=0.0):
    if kind == "hill":
        def curve(theta, logd):
            return bottom + (theta[0] - bottom) / (1 + jnp.exp(theta[2] * (theta[1] - logd)))
    else:
        def curve(theta, logd):
            return bottom + theta[0] * jnp.exp(logd) / (jnp.exp(theta[1]) + jnp.exp(logd))
    return curve
