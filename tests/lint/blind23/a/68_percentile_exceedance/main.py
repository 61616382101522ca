import jax
import jax.numpy as jnp
import numpy as np

from clim import Climatology


@jax.jit
def percentile_exceedance(field, month_index, clim_mean, clim_std):
    z = (field - clim_mean[month_index]) / clim_std[month_index]
    return jnp.mean(z > 1.2816)


def main():
    clim = Climatology()
    rng = np.random.default_rng(2)
    for year in (2022, 2023):
        frac = []
        for month in range(12):
            field = np.asarray(clim.mean[month]) + rng.normal(0.8, 1.5, (18, 36)).astype(np.float32)
            frac.append(float(percentile_exceedance(field, month, clim.mean, clim.std)))
        print(year, np.round(frac, 2))


if __name__ == "__main__":
    main()
