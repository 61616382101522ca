import jax.numpy as jnp
import numpy as np

from diagnostics import energy_drift, time_reversibility
from nbody import leapfrog

DT = 1e-3


def plummer_like(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 3)) * 0.5
    v = rng.normal(size=(n, 3)) * 0.3
    m = np.full(n, 1.0 / n)
    return (jnp.asarray(x, jnp.float32), jnp.asarray(v, jnp.float32), jnp.asarray(m, jnp.float32))


def main():
    x, v, m = plummer_like(32)
    for _ in range(4):
        x, v = leapfrog(x, v, m, DT)
    print(f"relative energy drift {energy_drift(x, v, m, DT, 4):.2e}")
    print(f"reversibility error {time_reversibility(x, v, m, DT, 3):.2e}")


if __name__ == "__main__":
    main()
