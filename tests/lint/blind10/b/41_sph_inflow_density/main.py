import jax.numpy as jnp
import numpy as np

from buckets import pad_particles
from sph import density

SMOOTHING = 0.1


def inflow_snapshots(n_snapshots=6, seed=0):
    rng = np.random.default_rng(seed)
    n = 50
    for _ in range(n_snapshots):
        n += int(rng.integers(10, 40))
        yield rng.uniform(0, 1, (n, 2)).astype(np.float32), np.full(n, 1.0 / n, np.float32)


def run():
    for k, (pos, mass) in enumerate(inflow_snapshots()):
        pos_p, mass_p = pad_particles(pos, mass)
        rho = density(jnp.asarray(pos_p), jnp.asarray(mass_p), SMOOTHING)[: len(pos)]
        print(f"snapshot {k}: {len(pos):3d} particles (bucket {len(pos_p)}) mean density {float(rho.mean()):.3f}")


if __name__ == "__main__":
    run()
