import jax
import jax.numpy as jnp
import numpy as np

from config import MDConfig
from md import langevin_step, lj_energy


def initial_cluster(n):
    grid = np.stack(np.meshgrid(*[np.arange(2)] * 3), -1).reshape(-1, 3)[:n]
    return jnp.asarray(1.2 * grid, dtype=jnp.float32)


def main():
    cfg = MDConfig()
    pos = initial_cluster(cfg.n_atoms)
    vel = jnp.zeros_like(pos)
    key = jax.random.PRNGKey(0)
    temperature = cfg.temperature
    for cycle in range(cfg.n_cycles):
        for _ in range(cfg.steps_per_cycle):
            key, sub = jax.random.split(key)
            pos, vel = langevin_step(pos, vel, sub, temperature, cfg.dt, cfg.gamma)
        temperature = temperature * cfg.anneal
        print(cycle, round(temperature, 2), float(lj_energy(pos)))


if __name__ == "__main__":
    main()
