import jax
import jax.numpy as jnp
import numpy as np

from simulate import simulate_day

MASTER_SEED = 2024


def key_for(day, station_group):
    key = jax.random.PRNGKey(MASTER_SEED)
    key = jax.random.fold_in(key, day)
    return jax.random.fold_in(key, station_group)


def main():
    rates = jnp.asarray(np.random.default_rng(0).uniform(0.5, 4.0, (24, 30)), jnp.float32)
    for day in range(5):
        for group in (0, 1):
            imbalance = simulate_day(key_for(day, group), rates, jnp.float32(0.85))
            print(day, group, int(imbalance.min()), int(imbalance.max()))


if __name__ == "__main__":
    main()
