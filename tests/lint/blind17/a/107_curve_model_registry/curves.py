import jax.numpy as jnp


def hill(theta, logd):
    return theta[0] / (1 + jnp.exp(theta[2] * (theta[1] - logd)))


def emax(theta, logd):
    return theta[0] * jnp.exp(logd) / (jnp.exp(theta[1]) + jnp.exp(logd))


CURVES = {"hill": hill, "emax": emax}


def make_curve(kind):
    return CURVES[kind]
