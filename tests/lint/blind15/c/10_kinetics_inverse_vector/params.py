import jax.numpy as jnp

RATE_NAMES = ("k_forward", "k_backward")


def init_rate_constants():
    return jnp.array([0.5, 0.1], dtype=jnp.float32)


def as_dict(theta):
    return dict(zip(RATE_NAMES, theta))
