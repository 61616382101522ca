import jax.numpy as jnp
import numpy as np

from flow import advect_drifters

DEPLOYMENTS = [("spring", 0.0, 5.0), ("summer", 2.5, 12.5), ("autumn", 1.0, 16.0), ("winter", 0.0, 20.0)]


def main():
    rng = np.random.default_rng(0)
    xy0 = jnp.asarray(np.stack([rng.uniform(0.9, 1.1, 64), rng.uniform(0.4, 0.6, 64)], 1), dtype=jnp.float32)
    for name, t0, t1 in DEPLOYMENTS:
        xy = advect_drifters(xy0, jnp.float32(t0), jnp.float32(t1))
        spread = float(jnp.sqrt(jnp.mean(jnp.sum((xy - xy.mean(0)) ** 2, 1))))
        print(f"{name}: {t1 - t0:4.1f} time units, cluster spread {spread:.3f}")


if __name__ == "__main__":
    main()
