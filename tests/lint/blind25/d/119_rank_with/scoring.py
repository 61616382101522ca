import jax
import jax.numpy as jnp
from jax.tree_util import Partial

@jax.jit
def rank_with(score_fn, query, docs):
    s = jax.vmap(lambda d: score_fn(query, d))(docs)
    return jnp.argsort(-s)[:5]

def make_scorer(kind, alpha):
    if kind == "cosine":
        return Partial(lambda q, d, a: a * jnp.dot(q, d) / (jnp.linalg.norm(q) * jnp.linalg.norm(d)), a=alpha)
    return Partial(lambda q, d, a: -a * jnp.sum((q - d) ** 2), a=alpha)
