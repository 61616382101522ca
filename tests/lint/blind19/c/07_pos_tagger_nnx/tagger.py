import jax.numpy as jnp
from flax import nnx


class WindowTagger(nnx.Module):
    def __init__(self, vocab_size, num_tags, dim, rngs):
        self.embed = nnx.Embed(vocab_size, dim, rngs=rngs)
        self.mix = nnx.Conv(dim, dim, kernel_size=(3,), rngs=rngs)
        self.head = nnx.Linear(dim, num_tags, rngs=rngs)
        self.epoch = 0

    def __call__(self, ids):
        h = self.embed(ids)
        h = nnx.gelu(self.mix(h))
        return self.head(h)

    def start_epoch(self, epoch):
        self.epoch = epoch
