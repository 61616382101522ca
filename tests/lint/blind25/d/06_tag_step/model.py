import jax.numpy as jnp
from flax import nnx

class SpanTagger(nnx.Module):
    def __init__(self, vocab, dim, n_tags, rngs):
        self.emb = nnx.Embed(vocab, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
        self.out = nnx.Linear(dim, n_tags, rngs=rngs)

    def __call__(self, x):
        h = self.emb(x)
        h = nnx.relu(self.proj(h)) + h
        return self.out(h)
