from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("exclude",))
def filtered_topk(doc_emb, query, exclude, k=5):
    sims = doc_emb @ query
    if exclude:
        sims = sims.at[jnp.array(exclude)].set(-jnp.inf)
    return jax.lax.top_k(sims, k)
