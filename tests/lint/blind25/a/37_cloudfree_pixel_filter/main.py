import jax
import jax.numpy as jnp

from scenes import acquisitions, clear_pixels


@jax.jit
def field_ndvi_stats(red, nir):
    ndvi = (nir - red) / (nir + red)
    return jnp.median(ndvi), jnp.percentile(ndvi, 10.0), jnp.percentile(ndvi, 90.0)


def main():
    for i, scene in enumerate(acquisitions()):
        red, nir = clear_pixels(scene)
        med, p10, p90 = field_ndvi_stats(red, nir)
        print(f"acq {i}: {red.size} clear px, NDVI median {float(med):.3f} [{float(p10):.3f}, {float(p90):.3f}]")


if __name__ == "__main__":
    main()
