import flax.linen as nn
import jax.numpy as jnp


class CharLM(nn.Module):
    vocab: int = 64
    dim: int = 16

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        x = nn.Dense(self.dim)(nn.relu(nn.Dense(self.dim * 2)(x)))
        return nn.Dense(self.vocab)(x)
