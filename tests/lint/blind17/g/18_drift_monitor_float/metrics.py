import jax
import jax.numpy as jnp


@jax.jit
def update_histogram(hist, total, values, edges, decay):
    idx = jnp.clip(jnp.searchsorted(edges, values) - 1, 0, hist.shape[0] - 1)
    counts = jnp.zeros_like(hist).at[idx].add(1.0)
    new_total = total * decay + values.shape[0]
    return hist * decay + counts, new_total


@jax.jit
def population_stability(ref, cur, eps=1e-6):
    p = ref / (ref.sum() + eps) + eps
    q = cur / (cur.sum() + eps) + eps
    return jnp.sum((q - p) * jnp.log(q / p))
