import jax
import jax.numpy as jnp
import numpy as np

from walkers import diffuse


def first_passage_survival(n_walkers, n_steps, drift=0.3, sigma=0.8, dt=0.05, seed=0):
    key = jax.random.PRNGKey(seed)
    x = jnp.zeros((n_walkers,))
    alive = jnp.ones((n_walkers,), dtype=bool)
    survival = []
    for step in range(n_steps):
        key, sub = jax.random.split(key)
        x_new, crossed = diffuse(sub, x, drift, sigma, dt)
        alive = alive & ~crossed
        # absorbed walkers stay parked at the barrier
        x = jnp.where(alive, x_new, 1.0)
        survival.append(float(alive.mean()))
    return survival


if __name__ == "__main__":
    s = first_passage_survival(n_walkers=4000, n_steps=8)
    print("survival curve", np.round(s, 3))
