import jax
import jax.numpy as jnp
import numpy as np

from walkers import diffuse


def first_passage_survival(n_walkers, n_steps, drift=0.3, sigma=0.8, dt=0.05, seed=0):
    key = jax.random.PRNGKey(seed)
    x = jnp.zeros((n_walkers,))
    survival = []
    for step in range(n_steps):
        key, sub = jax.random.split(key)
        x, crossed = diffuse(sub, x, drift, sigma, dt)
        x = x[~np.asarray(crossed)]
        survival.append(x.shape[0] / n_walkers)
    return survival


if __name__ == "__main__":
    s = first_passage_survival(n_walkers=4000, n_steps=8)
    print("survival curve", np.round(s, 3))
