from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from abc_config import ABCConfig, schedule

OBSERVED = jnp.asarray(np.random.default_rng(0).poisson(20 * np.exp(0.05 * np.arange(40))), dtype=jnp.float32)


def simulate(key, growth, n_days):
    t = jnp.arange(n_days, dtype=jnp.float32)
    mean = 20.0 * jnp.exp(growth * t)
    return jax.random.poisson(key, mean).astype(jnp.float32)


@partial(jax.jit, static_argnames=("n_particles", "n_days"))
def abc_generation(key, centre, width, epsilon, n_particles, n_days):
    k1, k2 = jax.random.split(key)
    growth = centre + width * jax.random.normal(k1, (n_particles,))
    keys = jax.random.split(k2, n_particles)
    sims = jax.vmap(simulate, in_axes=(0, 0, None))(keys, growth, n_days)
    dist = jnp.sqrt(jnp.mean((sims - OBSERVED) ** 2, axis=1))
    accept = dist < epsilon
    n_acc = jnp.maximum(accept.sum(), 1)
    mean = jnp.sum(jnp.where(accept, growth, 0.0)) / n_acc
    var = jnp.sum(jnp.where(accept, (growth - mean) ** 2, 0.0)) / n_acc
    return mean, jnp.sqrt(var) + 1e-3, accept.mean()


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    centre, width = jnp.float32(0.0), jnp.float32(0.1)
    for g, cfg in schedule(ABCConfig()):
        key, sub = jax.random.split(key)
        centre, width, rate = abc_generation(sub, centre, width, jnp.float32(cfg.epsilon),
                                              n_particles=cfg.n_particles, n_days=cfg.n_days)
        print(f"gen {g} eps={cfg.epsilon:.1f} growth={float(centre):.4f} acceptance={float(rate):.2f}")
