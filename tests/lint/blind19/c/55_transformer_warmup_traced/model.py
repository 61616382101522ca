import jax.numpy as jnp
import flax.linen as nn


class TinyTransformerEncoder(nn.Module):
    vocab: int
    dim: int = 32
    heads: int = 4
    num_classes: int = 3

    @nn.compact
    def __call__(self, ids):
        mask = nn.make_attention_mask(ids > 0, ids > 0)
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = x + nn.SelfAttention(num_heads=self.heads)(nn.LayerNorm()(x), mask=mask)
        x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(x))))
        return nn.Dense(self.num_classes)(x[:, 0])
