import jax.numpy as jnp
from flax import nnx


class SentimentMLP(nnx.Module):
    def __init__(self, vocab, dim, rngs: nnx.Rngs):
        self.emb = nnx.Embed(vocab, dim, rngs=rngs)
        self.out = nnx.Linear(dim, 2, rngs=rngs)

    def __call__(self, ids):
        return self.out(jnp.tanh(self.emb(ids).mean(1)))
