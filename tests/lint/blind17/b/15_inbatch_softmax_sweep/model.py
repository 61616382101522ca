import jax.numpy as jnp
from flax import nnx


class DualEncoder(nnx.Module):
    def __init__(self, num_queries, num_docs, dim, rngs):
        self.q = nnx.Embed(num_queries, dim, rngs=rngs)
        self.d = nnx.Embed(num_docs, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, q_ids, d_ids):
        q = self.proj(self.q(q_ids))
        d = self.d(d_ids)
        return q, d


def inbatch_loss(model, batch, temperature):
    q, d = model(batch["q"], batch["d"])
    logits = q @ d.T / temperature
    logp = logits - jnp.log(jnp.sum(jnp.exp(logits), axis=1, keepdims=True))
    return -jnp.mean(jnp.diagonal(logp))
