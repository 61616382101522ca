import jax
import jax.numpy as jnp


@jax.jit
def lobanov(formants, speaker_mean, speaker_sd):
    return (formants - speaker_mean) / speaker_sd
