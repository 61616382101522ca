import jax
import jax.numpy as jnp
import numpy as np
from cache import EmbeddingCache

proto = jax.random.normal(jax.random.PRNGKey(0), (5, 32))

def encode(doc_id):
    return np.random.default_rng(doc_id).normal(size=(32,)).astype(np.float32)

@jax.jit
def nearest_template(vec):
    sims = proto @ vec / (jnp.linalg.norm(proto, axis=1) * jnp.linalg.norm(vec))
    return jnp.argmax(sims), jnp.max(sims)

cache = EmbeddingCache()
for doc_id in [3, 7, 3, 9, 7, 3]:
    v = cache.get(doc_id, encode)
    i, s = nearest_template(v)
    print(doc_id, int(i), round(float(s), 3))
