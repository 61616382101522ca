import jax.numpy as jnp
import flax.linen as nn

VOCAB = 16
SEQ_LEN = 16


class PixelTransformer(nn.Module):
    dim: int = 32

    @nn.compact
    def __call__(self, tokens):
        n = tokens.shape[-1]
        h = nn.Embed(VOCAB + 1, self.dim)(tokens) + nn.Embed(SEQ_LEN + 1, self.dim)(jnp.arange(n))
        mask = nn.make_causal_mask(tokens)
        h = h + nn.SelfAttention(num_heads=2, qkv_features=self.dim)(h, mask=mask)
        h = h + nn.Dense(self.dim)(nn.gelu(nn.Dense(self.dim * 2)(h)))
        return nn.Dense(VOCAB)(h)
