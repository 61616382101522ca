import jax
import jax.numpy as jnp
from flax import nnx


class StreamingEncoder(nnx.Module):
    def __init__(self, n_mels, hidden, vocab, rngs: nnx.Rngs):
        self.inp = nnx.Linear(n_mels, hidden, rngs=rngs)
        self.rec = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, vocab, rngs=rngs)
        self.state = nnx.Variable(jnp.zeros((hidden,)))
        self.frames_seen = 0

    def __call__(self, chunk):
        def cell(h, x):
            h = jnp.tanh(self.inp(x) + self.rec(h))
            return h, self.out(h)

        h, logits = jax.lax.scan(cell, self.state.value, chunk)
        self.state.value = h
        self.frames_seen += chunk.shape[0]
        return logits

    def reset(self):
        self.state.value = jnp.zeros_like(self.state.value)
        self.frames_seen = 0
