import jax.numpy as jnp
from flax import nnx


class Counter(nnx.Variable):
    pass


class TinyLM(nnx.Module):
    def __init__(self, vocab, dim, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.mlp = nnx.Linear(dim, dim, rngs=rngs)
        self.head = nnx.Linear(dim, vocab, rngs=rngs)
        self.tokens_seen = Counter(jnp.zeros((), jnp.int32))

    def __call__(self, tokens):
        self.tokens_seen.value += tokens.size
        x = self.embed(tokens)
        return self.head(nnx.gelu(self.mlp(x)))
