from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

STATIONS = jnp.array([[0.0, 0.0], [30.0, 5.0], [10.0, 40.0], [-20.0, 25.0], [-15.0, -30.0], [25.0, -20.0]])
VP = 6.0


def rms(loc, picks):
    tt = jnp.linalg.norm(STATIONS - loc[:2], axis=1) / VP + loc[2]
    return jnp.sqrt(jnp.mean((tt - picks) ** 2))


@partial(jax.jit, static_argnums=(3,))
def anneal_sweep(key, loc, picks, iteration):
    temperature = 0.5 * 0.85 ** iteration
    step = 4.0 * 0.9 ** iteration

    def body(carry, k):
        loc, cost = carry
        k1, k2 = jax.random.split(k)
        prop = loc + step * jax.random.normal(k1, (3,)) * jnp.array([1.0, 1.0, 0.1])
        new_cost = rms(prop, picks)
        accept = jax.random.uniform(k2) < jnp.exp((cost - new_cost) / temperature)
        return (jnp.where(accept, prop, loc), jnp.where(accept, new_cost, cost)), None

    (loc, cost), _ = jax.lax.scan(body, (loc, rms(loc, picks)), jax.random.split(key, 50))
    return loc, cost


def main():
    true = jnp.array([8.0, -5.0, 1.5])
    picks = jnp.linalg.norm(STATIONS - true[:2], axis=1) / VP + true[2]
    loc = jnp.zeros(3)
    key = jax.random.PRNGKey(1)
    for it in range(8):
        key, sub = jax.random.split(key)
        loc, cost = anneal_sweep(sub, loc, picks, it)
        print(it, float(cost))
    print(np.asarray(loc))


if __name__ == "__main__":
    main()
