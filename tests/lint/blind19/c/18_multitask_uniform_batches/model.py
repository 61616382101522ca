import jax.numpy as jnp
import flax.linen as nn


class PairEncoder(nn.Module):
    vocab: int
    dim: int = 32

    @nn.compact
    def __call__(self, input_ids, segment_ids=None):
        h = nn.Embed(self.vocab, self.dim)(input_ids)
        if segment_ids is not None:
            h = h + nn.Embed(2, self.dim, name="segment_embed")(segment_ids)
        mask = (input_ids > 0)[..., None]
        pooled = (h * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return nn.Dense(2)(nn.gelu(nn.Dense(self.dim)(pooled)))
