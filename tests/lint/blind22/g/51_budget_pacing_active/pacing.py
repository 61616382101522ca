import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("active",))
def allocate_budget(roas, spend_cap, total_budget, active):
    idx = jnp.array(active)
    logits = jnp.log(roas[idx])
    share = jax.nn.softmax(logits * 2.0)
    alloc = jnp.minimum(share * total_budget, spend_cap[idx])
    return jnp.zeros_like(roas).at[idx].set(alloc)
