import jax
import jax.numpy as jnp
import numpy as np

from gis import CATALOG, catchment_area


@jax.jit
def depth_to_discharge(runoff_mm, area_km2):
    # mm/day over km2 -> m3/s
    return runoff_mm * area_km2 * 1000.0 / 86400.0


def main():
    rng = np.random.default_rng(6)
    for name in CATALOG:
        runoff = jnp.asarray(rng.gamma(0.9, 2.0, 30).astype(np.float32))
        q = depth_to_discharge(runoff, catchment_area(name))
        print(f"{name:>9}: mean {float(q.mean()):8.2f} m3/s  max {float(q.max()):8.2f} m3/s")


if __name__ == "__main__":
    main()
