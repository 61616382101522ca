import jax
import jax.numpy as jnp
from jax.tree_util import Partial

def scaled_cosine(q, d, a):
    return a * jnp.dot(q, d) / (jnp.linalg.norm(q) * jnp.linalg.norm(d))

@jax.jit
def top_authorities(score_fn, query, docs):
    s = jax.vmap(lambda d: score_fn(query, d))(docs)
    return jnp.argsort(-s)[:5]

def make_scorer(alpha):
    return Partial(scaled_cosine, a=jnp.float32(alpha))
