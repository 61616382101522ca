import jax
import jax.numpy as jnp
from flax import nnx


class GraphAttention(nnx.Module):
    def __init__(self, in_dim, out_dim, rngs):
        self.proj = nnx.Linear(in_dim, out_dim, rngs=rngs)
        self.attn = nnx.Linear(2 * out_dim, 1, rngs=rngs)
        self.readout = nnx.Linear(out_dim, 1, rngs=rngs)
        self.epochs_trained = 0

    def __call__(self, x, adj):
        h = self.proj(x)
        n = h.shape[0]
        pairs = jnp.concatenate([jnp.repeat(h[:, None], n, 1), jnp.repeat(h[None], n, 0)], -1)
        scores = jnp.where(adj > 0, self.attn(pairs)[..., 0], -1e9)
        h = jax.nn.softmax(scores, axis=-1) @ h
        return self.readout(jax.nn.elu(h).mean(0))[0]
