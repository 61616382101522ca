import jax.numpy as jnp
from flax import nnx


class ConvLM(nnx.Module):
    def __init__(self, vocab, dim, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.conv = nnx.Conv(dim, dim, kernel_size=(3,), padding="CAUSAL", rngs=rngs)
        self.out = nnx.Linear(dim, vocab, rngs=rngs)

    def __call__(self, ids):
        h = nnx.relu(self.conv(self.embed(ids)))
        return self.out(h)
