import jax.numpy as jnp
from flax import nnx


class AnnealedEncoding(nnx.Module):
    def __init__(self, num_freqs):
        self.num_freqs = num_freqs
        self.progress = 0.0

    def __call__(self, x):
        freqs = 2.0 ** jnp.arange(self.num_freqs)
        k = jnp.arange(self.num_freqs)
        alpha = self.progress * self.num_freqs
        w = (1.0 - jnp.cos(jnp.pi * jnp.clip(alpha - k, 0.0, 1.0))) / 2.0
        ang = x[..., None] * freqs
        enc = jnp.concatenate([w * jnp.sin(ang), w * jnp.cos(ang)], -1)
        return jnp.concatenate([x, enc.reshape(*x.shape[:-1], -1)], -1)


class BARFField(nnx.Module):
    def __init__(self, rngs, num_freqs=6, width=32):
        self.encoding = AnnealedEncoding(num_freqs)
        d = 3 + 6 * num_freqs
        self.l1 = nnx.Linear(d, width, rngs=rngs)
        self.l2 = nnx.Linear(width, 4, rngs=rngs)

    def __call__(self, pts):
        h = nnx.relu(self.l1(self.encoding(pts)))
        return self.l2(h)
