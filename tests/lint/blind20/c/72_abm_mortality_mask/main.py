import jax
import jax.numpy as jnp
import numpy as np

from demography import apply_deaths

N = 2_000


@jax.jit
def infection_step(key, status, alive):
    k1, k2 = jax.random.split(key)
    live_inf = jnp.sum((status == 1) * alive)
    p = 1.0 - jnp.exp(-0.3 * live_inf / jnp.sum(alive))
    new_inf = (status == 0) & (alive > 0) & (jax.random.uniform(k1, (N,)) < p)
    rec = (status == 1) & (jax.random.uniform(k2, (N,)) < 0.1)
    return jnp.where(new_inf, 1, jnp.where(rec, 2, status))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    status = np.zeros(N, dtype=np.int32)
    status[:10] = 1
    alive = np.ones(N, dtype=bool)
    for day in range(15):
        key, sub = jax.random.split(key)
        status = np.array(infection_step(sub, status, alive))
        alive = apply_deaths(alive, status, rng)
    print("alive", int(alive.sum()), "ever infected", int((status > 0).sum()))
