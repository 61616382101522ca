import jax.numpy as jnp
from flax import nnx


class TinyLM(nnx.Module):
    def __init__(self, vocab, dim, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.hidden = nnx.Linear(dim, dim, rngs=rngs)
        self.head = nnx.Linear(dim, vocab, rngs=rngs)

    def __call__(self, ids):
        return self.head(jnp.tanh(self.hidden(self.embed(ids))))
