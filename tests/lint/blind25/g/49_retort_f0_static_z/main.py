import numpy as np
import jax.numpy as jnp

from lethality import accumulated_lethality
from products import PRODUCTS


def core_profile(rng, n=120):
    heat = 121.5 - 100 * np.exp(-np.arange(n) / 18.0)
    cool = np.where(np.arange(n) > 80, (np.arange(n) - 80) * 2.0, 0.0)
    return (heat - cool + 0.2 * rng.normal(size=n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    dt = jnp.float32(0.5)
    for name, spec in PRODUCTS.items():
        f0 = accumulated_lethality(core_profile(rng), dt, z=spec["z"])
        status = "OK" if float(f0) >= spec["target_f0"] else "UNDER-PROCESSED"
        print(f"{name:18s} F0={float(f0):6.2f} min (target {spec['target_f0']}) {status}")


if __name__ == "__main__":
    main()
