import jax
import jax.numpy as jnp

from scenes import acquisitions


@jax.jit
def masked_ndvi_stats(red, nir, cloud):
    ndvi = (nir - red) / (nir + red)
    ndvi = jnp.where(cloud, jnp.nan, ndvi)
    return jnp.nanmedian(ndvi), jnp.nanpercentile(ndvi, 10.0), jnp.sum(~cloud)


def main():
    for i, scene in enumerate(acquisitions()):
        med, p10, n_clear = masked_ndvi_stats(scene["red"], scene["nir"], scene["scl_cloud"])
        print(f"acq {i}: {int(n_clear)} clear px, NDVI median {float(med):.3f}, p10 {float(p10):.3f}")


if __name__ == "__main__":
    main()
