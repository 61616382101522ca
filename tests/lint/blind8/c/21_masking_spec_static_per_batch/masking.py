from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def mask_tokens(ids, key, spec):
    special = jnp.isin(ids, jnp.asarray(spec.special_ids))
    pick = jax.random.bernoulli(key, spec.rate, ids.shape) & ~special
    labels = jnp.where(pick, ids, -100)
    return jnp.where(pick, spec.mask_id, ids), labels
