import flax.linen as nn
import jax.numpy as jnp

VOCAB = 48


class BigramLM(nn.Module):
    dim: int = 24

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.dim)(ids)
        x = nn.Dense(self.dim)(x)
        return nn.Dense(VOCAB)(jnp.tanh(x))
