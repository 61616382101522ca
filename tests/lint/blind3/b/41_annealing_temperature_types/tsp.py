import jax
import jax.numpy as jnp


def tour_length(cities, order):
    pts = cities[order]
    return jnp.sum(jnp.linalg.norm(pts - jnp.roll(pts, -1, axis=0), axis=1))


@jax.jit
def anneal_sweep(key, cities, order, temperature):
    """One sweep of 2-opt proposals at a fixed temperature."""
    n = order.shape[0]

    def body(carry, k):
        order, length = carry
        k1, k2 = jax.random.split(k)
        i, j = jnp.sort(jax.random.choice(k1, n, (2,), replace=False))
        idx = jnp.arange(n)
        rev = jnp.where((idx >= i) & (idx <= j), i + j - idx, idx)
        cand = order[rev]
        cand_len = tour_length(cities, cand)
        accept = jax.random.uniform(k2) < jnp.exp((length - cand_len) / temperature)
        return (jnp.where(accept, cand, order), jnp.where(accept, cand_len, length)), None

    (order, length), _ = jax.lax.scan(body, (order, tour_length(cities, order)),
                                      jax.random.split(key, 200))
    return order, length
