import jax
import jax.numpy as jnp


@jax.jit
def score_batch(user_table, item_table, users, cands):
    u = user_table[users]
    return jnp.einsum("bd,bcd->bc", u, item_table[cands])
