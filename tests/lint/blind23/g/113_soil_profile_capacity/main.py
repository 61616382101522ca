import jax
import jax.numpy as jnp
import numpy as np

from profiles import PROFILES


@jax.jit
def layered_storage_capacity(thicknesses, porosity_top, decay):
    total = 0.0
    depth = 0.0
    for dz in thicknesses:
        mid = depth + dz / 2
        total = total + dz * porosity_top * jnp.exp(-decay * mid)
        depth = depth + dz
    return total * 1000.0


def main():
    for name, layers in PROFILES.items():
        cap = layered_storage_capacity(layers, 0.45, 0.6)
        print(f"{name:>16}: {len(layers)} layers, storage capacity {float(cap):.0f} mm")


if __name__ == "__main__":
    main()
