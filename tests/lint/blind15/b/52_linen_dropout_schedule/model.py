import flax.linen as nn
import jax.numpy as jnp


class Block(nn.Module):
    vocab: int
    dim: int
    dropout: float = 0.1

    @nn.compact
    def __call__(self, tokens, deterministic: bool):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        h = nn.Dense(self.dim * 2)(nn.LayerNorm()(x))
        h = nn.Dropout(self.dropout)(nn.gelu(h), deterministic=deterministic)
        x = x + nn.Dense(self.dim)(h)
        return nn.Dense(self.vocab)(x)
