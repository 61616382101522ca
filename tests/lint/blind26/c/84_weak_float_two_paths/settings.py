import jax.numpy as jnp

DEFAULT_ALPHA = 0.3


def speaker_alpha(speaker_meta):
    if "alpha" in speaker_meta:
        return jnp.asarray(speaker_meta["alpha"])
    return DEFAULT_ALPHA
