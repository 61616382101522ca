import jax
import jax.numpy as jnp
import numpy as np

from archive import read_radar_accumulation


@jax.jit
def areal_rainfall(field, catchment_mask):
    field = field.astype(jnp.float32)
    total = jnp.sum(field * catchment_mask) / catchment_mask.sum()
    p95 = jnp.percentile(jnp.where(catchment_mask > 0, field, jnp.nan), 95.0)
    return total, p95


def main():
    yy, xx = np.mgrid[:64, :64]
    mask = (((yy - 30) ** 2 + (xx - 34) ** 2) < 20 ** 2).astype(np.float32)
    for year in range(2013, 2020):
        total, p95 = areal_rainfall(read_radar_accumulation(year), mask)
        print(year, f"areal mean {float(total):.2f} mm")


if __name__ == "__main__":
    main()
