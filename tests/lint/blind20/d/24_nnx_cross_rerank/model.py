import jax.numpy as jnp
from flax import nnx


class CrossScorer(nnx.Module):
    def __init__(self, dim, rngs):
        self.q_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.d_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.out = nnx.Linear(dim, 1, rngs=rngs)

    def __call__(self, query, cands, num_candidates):
        q = self.q_proj(query)[None, :]
        d = self.d_proj(cands)
        h = nnx.relu(q * d)
        scores = self.out(h)[:, 0]
        n = jnp.maximum(num_candidates, 1).astype(jnp.float32)
        return scores / jnp.sqrt(n)
