import jax.numpy as jnp
from flax import nnx


class CrossScorer(nnx.Module):
    def __init__(self, dim, rngs):
        self.q_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.d_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.out = nnx.Linear(dim, 1, rngs=rngs)
        self.num_candidates = 0

    def __call__(self, query, cands):
        q = self.q_proj(query)[None, :]
        d = self.d_proj(cands)
        h = nnx.relu(q * d)
        scores = self.out(h)[:, 0]
        return scores / jnp.sqrt(float(max(self.num_candidates, 1)))
