import jax.numpy as jnp


def implicit_labels(dwell_seconds):
    return jnp.where(dwell_seconds > 30.0, 1.0, 0.0)


def explicit_labels(stars):
    return jnp.asarray(stars, jnp.float32) / 5.0
