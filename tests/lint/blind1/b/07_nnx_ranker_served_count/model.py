from flax import nnx
import jax.numpy as jnp


class Ranker(nnx.Module):
    def __init__(self, d_query, d_doc, d_hidden, *, rngs: nnx.Rngs):
        self.q_proj = nnx.Linear(d_query, d_hidden, rngs=rngs)
        self.d_proj = nnx.Linear(d_doc, d_hidden, rngs=rngs)
        self.served = 0

    def __call__(self, query, docs):
        q = nnx.relu(self.q_proj(query))
        d = nnx.relu(self.d_proj(docs))
        return jnp.einsum("h,nh->n", q, d)


@nnx.jit
def rank(model: Ranker, query, docs):
    scores = model(query, docs)
    return scores, jnp.argsort(-scores)
