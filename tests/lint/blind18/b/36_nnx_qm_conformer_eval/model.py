import jax.numpy as jnp
from flax import nnx


class AtomwiseNet(nnx.Module):
    def __init__(self, rngs, n_types=10, d=16):
        self.embed = nnx.Embed(n_types, d, rngs=rngs)
        self.lin = nnx.Linear(d + 1, d, rngs=rngs)
        self.out = nnx.Linear(d, 1, rngs=rngs)

    def __call__(self, z, pos):
        h = self.embed(z)
        r = jnp.linalg.norm(pos, axis=-1, keepdims=True)
        h = nnx.silu(self.lin(jnp.concatenate([h, r], -1)))
        e = self.out(h)[..., 0] * (z > 0)
        return e.sum(-1)
