import jax
import jax.numpy as jnp

from landcover import class_fractions, synthetic_raster


@jax.jit
def composite_runoff(precip_mm, cn, fractions):
    s = 25400.0 / cn - 254.0
    ia = 0.2 * s
    q = jnp.where(precip_mm > ia, (precip_mm - ia) ** 2 / (precip_mm - ia + s), 0.0)
    return jnp.sum(fractions * q)


def main():
    for catchment in range(6):
        cn, frac = class_fractions(synthetic_raster(catchment))
        q = composite_runoff(60.0, cn, frac)
        print(f"catchment {catchment}: {len(cn)} land-cover classes, runoff {float(q):.1f} mm")


if __name__ == "__main__":
    main()
