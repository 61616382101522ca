import numpy as np
import jax.numpy as jnp

from energy import cluster_energy
from relax import fire_minimize


def main():
    rng = np.random.default_rng(0)
    g = np.arange(3) * 1.2
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    pos = np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1)
    pos = jnp.asarray((pos + 0.05 * rng.normal(size=pos.shape)).astype(np.float32))
    relaxed = fire_minimize(pos)
    print(f"E before {float(cluster_energy(pos)):.3f} after {float(cluster_energy(relaxed)):.3f}")


if __name__ == "__main__":
    main()
