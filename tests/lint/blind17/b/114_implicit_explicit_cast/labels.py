import jax.numpy as jnp


def implicit_labels(dwell_seconds):
    return (dwell_seconds > 30.0).astype(jnp.float32)


def explicit_labels(stars):
    return jnp.asarray(stars, jnp.float32) / 5.0
