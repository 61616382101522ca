import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def transpose_example(chroma, key_label, semitones):
    shifted = jnp.roll(chroma, semitones, axis=-1)
    return shifted, (key_label + semitones) % 12


def random_transpositions(rng):
    while True:
        yield np.int32(rng.integers(-5, 7))
