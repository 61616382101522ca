import jax
import jax.numpy as jnp
import numpy as np

from annealing import metropolis_sweep

L = 16


def geometric_schedule(t_start, t_end, n):
    return np.geomspace(t_start, t_end, n)


def anneal(n_sweeps=6, seed=0):
    key = jax.random.PRNGKey(seed)
    spins = jnp.where(jax.random.bernoulli(key, 0.5, (L, L)), 1.0, -1.0)
    temperature = 3.0
    schedule = geometric_schedule(3.0, 0.5, n_sweeps)
    for sweep in range(n_sweeps):
        key, sub = jax.random.split(key)
        spins, energy = metropolis_sweep(sub, spins, temperature)
        print(f"sweep {sweep}: T={temperature:.3f} E/site={float(energy) / L**2:+.3f}")
        temperature = schedule[min(sweep + 1, n_sweeps - 1)]
    return spins


if __name__ == "__main__":
    anneal()
