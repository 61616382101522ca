import jax
import jax.numpy as jnp

from sources import load_semesters


@jax.jit
def item_stats(item_ids, correct, time_frac):
    n = jnp.bincount(item_ids, length=50)
    p = jnp.bincount(item_ids, weights=correct, length=50) / jnp.maximum(n, 1)
    t = jnp.bincount(item_ids, weights=time_frac, length=50) / jnp.maximum(n, 1)
    return p, t


for term, (items, correct, tfrac) in load_semesters():
    p, t = item_stats(items, correct, tfrac)
    print(term, items.dtype, "hardest item", int(jnp.argmin(jnp.where(p > 0, p, 1.0))))
