import jax.numpy as jnp
from flax import nnx


class StreamingEncoder(nnx.Module):
    """Chunk-wise encoder that carries a running mean of frame energies."""

    def __init__(self, n_mels, dim, rngs: nnx.Rngs):
        self.proj = nnx.Linear(n_mels, dim, rngs=rngs)
        self.out = nnx.Linear(dim, dim, rngs=rngs)
        self.running = nnx.BatchStat(jnp.zeros((n_mels,)))
        self.chunks_seen = nnx.BatchStat(jnp.zeros((), jnp.float32))

    def __call__(self, chunk):
        n = self.chunks_seen.value
        self.running.value = (self.running.value * n + chunk.mean(axis=(0, 1))) / (n + 1)
        self.chunks_seen.value = n + 1
        x = chunk - self.running.value
        return self.out(nnx.relu(self.proj(x)))
