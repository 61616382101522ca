import jax
import jax.numpy as jnp
import numpy as np


def cosine_topk(query, index):
    sims = index @ query / (jnp.linalg.norm(index, axis=-1) * jnp.linalg.norm(query) + 1e-6)
    return jax.lax.top_k(sims, 3)[1]


search = jax.jit(jax.vmap(cosine_topk, in_axes=(0, None)))

index = jax.random.normal(jax.random.PRNGKey(0), (40, 8))
rng = np.random.default_rng(15)
for request_id in range(5):
    queries = jnp.asarray(rng.normal(size=(4, 8)).astype(np.float32))
    print(request_id, np.asarray(search(queries, index))[:, 0])
