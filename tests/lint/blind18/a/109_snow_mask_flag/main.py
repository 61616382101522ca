import jax
import jax.numpy as jnp
import numpy as np

from regions import REGIONS

GREEN, SWIR = 0, 1


@jax.jit
def usable_fraction(bands, cloud, mask_snow):
    ndsi = (bands[GREEN] - bands[SWIR]) / (bands[GREEN] + bands[SWIR] + 1e-6)
    snow = (ndsi > 0.4) & (mask_snow != 0)
    return jnp.mean(~cloud & ~snow)


def main():
    rng = np.random.default_rng(0)
    for region in REGIONS:
        bands = jnp.asarray(rng.uniform(0, 0.6, (2, 48, 48)).astype(np.float32))
        cloud = jnp.asarray(rng.random((48, 48)) > 0.85)
        frac = usable_fraction(bands, cloud, region["mask_snow"])
        print(f"{region['name']:11s} usable {float(frac):.2f}")


if __name__ == "__main__":
    main()
