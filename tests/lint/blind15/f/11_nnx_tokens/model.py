import jax.numpy as jnp
from flax import nnx


class BagOfEmbeddings(nnx.Module):
    def __init__(self, vocab, dim, classes, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.head = nnx.Linear(dim, classes, rngs=rngs)

    def __call__(self, tokens, mask):
        h = self.embed(tokens) * mask[..., None]
        h = h.sum(axis=1) / jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)
        return self.head(h)
