import equinox as eqx
import jax
import jax.numpy as jnp


class CharDecoder(eqx.Module):
    proj: eqx.nn.Linear
    temperature: float

    def __init__(self, in_size, vocab, temperature, key):
        self.proj = eqx.nn.Linear(in_size, vocab, key=key)
        self.temperature = temperature

    def __call__(self, feats):
        logits = jax.vmap(self.proj)(feats)
        return jax.nn.log_softmax(logits / self.temperature, axis=-1)
