import jax
import jax.numpy as jnp

from config import params_from_cli, params_from_file
from metropolis import checkerboard_sweep

RUN_TABLE = [{"b": 0.3, "h": 0.0}, {"b": 0.44, "h": 0.0}, {"b": 0.6, "h": 0.05}]


def magnetisation(params, key, n=24, sweeps=10):
    spins = jnp.ones((n, n), dtype=jnp.float32)
    for _ in range(sweeps):
        key, sub = jax.random.split(key)
        spins = checkerboard_sweep(spins, sub, params)
    return float(jnp.mean(spins))


def main():
    key = jax.random.PRNGKey(0)
    print("cli", magnetisation(params_from_cli(0.2, 0.0), key))
    for entry in RUN_TABLE:
        print(entry, magnetisation(params_from_file(entry), key))


if __name__ == "__main__":
    main()
