import jax
import jax.numpy as jnp


@jax.jit
def sample_tokens(logits, key, temperature):
    return jax.random.categorical(key, logits / temperature, axis=-1)


class Sampler:
    def __init__(self, default_temperature=1.0):
        self.default_temperature = default_temperature

    def __call__(self, logits, key, temperature=None):
        if temperature is None:
            temperature = self.default_temperature
        return sample_tokens(logits, key, temperature)
