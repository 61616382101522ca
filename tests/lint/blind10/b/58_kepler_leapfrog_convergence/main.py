import itertools

import jax.numpy as jnp
import numpy as np

from integrators import energy, leapfrog_orbit

SUBSTEPS = (100, 200, 400)
ECCENTRICITIES = (0.1, 0.3, 0.5, 0.7)


def initial_state(e):
    return jnp.array([1.0 - e, 0.0, 0.0, np.sqrt((1 + e) / (1 - e))], dtype=jnp.float32)


def convergence_table(t_final=2 * np.pi):
    rows = []
    for e, n in itertools.product(ECCENTRICITIES, SUBSTEPS):
        s0 = initial_state(e)
        s1 = leapfrog_orbit(s0, jnp.float32(t_final), substeps=n)
        rows.append((e, n, abs(float(energy(s1) - energy(s0)))))
    return rows


if __name__ == "__main__":
    for e, n, de in convergence_table():
        print(f"e={e:.1f} substeps={n:4d} |dE|={de:.2e}")
