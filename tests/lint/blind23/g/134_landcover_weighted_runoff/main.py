import jax
import jax.numpy as jnp

from landcover import CN_BY_CLASS, class_fractions, synthetic_raster


@jax.jit
def area_weighted_runoff(precip_mm, cn, fractions):
    s = 25400.0 / cn - 254.0
    ia = 0.2 * s
    q = jnp.where(precip_mm > ia, (precip_mm - ia) ** 2 / (precip_mm - ia + s), 0.0)
    return jnp.sum(fractions * q)


def main():
    for catchment in range(6):
        frac = class_fractions(synthetic_raster(catchment))
        q = area_weighted_runoff(60.0, CN_BY_CLASS, frac)
        print(f"catchment {catchment}: {int((frac > 0).sum())} classes present, runoff {float(q):.1f} mm")


if __name__ == "__main__":
    main()
