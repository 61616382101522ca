import jax.numpy as jnp
import flax.linen as nn


class BagOfEmbeddings(nn.Module):
    vocab_size: int
    dim: int = 32
    num_classes: int = 2

    @nn.compact
    def __call__(self, ids, mask):
        emb = nn.Embed(self.vocab_size, self.dim)(ids)
        summed = jnp.sum(emb * mask[..., None], axis=1)
        pooled = summed / jnp.maximum(jnp.sum(mask, axis=1, keepdims=True), 1.0)
        h = nn.relu(nn.Dense(self.dim)(pooled))
        return nn.Dense(self.num_classes)(h)
