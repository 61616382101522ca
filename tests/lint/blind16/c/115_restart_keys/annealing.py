import jax
import jax.numpy as jnp


def tsp_length(order, cities):
    pts = cities[order]
    return jnp.sum(jnp.linalg.norm(pts - jnp.roll(pts, -1, axis=0), axis=-1))


@jax.jit
def anneal(order, cities, key, t0=1.0, n_steps=400):
    def body(i, carry):
        order, key = carry
        key, k1, k2 = jax.random.split(key, 3)
        temp = t0 * (1.0 - i / n_steps) + 1e-3
        a, b = jnp.sort(jax.random.choice(k1, order.shape[0], (2,), replace=False))
        idx = jnp.arange(order.shape[0])
        rev = jnp.where((idx >= a) & (idx <= b), a + b - idx, idx)
        cand = order[rev]
        delta = tsp_length(cand, cities) - tsp_length(order, cities)
        accept = jax.random.uniform(k2) < jnp.exp(-delta / temp)
        return jnp.where(accept, cand, order), key

    order, _ = jax.lax.fori_loop(0, n_steps, body, (order, key))
    return order, tsp_length(order, cities)
