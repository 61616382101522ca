import jax
import jax.numpy as jnp
import numpy as np

from farms import FARMS, plot_ndvi_series


@jax.jit
def farm_greenness(series, present):
    peaks = series.max(axis=1)
    integrals = jnp.trapezoid(series, axis=1)
    n = present.sum()
    return (peaks * present).sum() / n, (integrals * present).sum() / n


def main():
    rng = np.random.default_rng(1)
    for farm in FARMS:
        peak, integral = farm_greenness(*plot_ndvi_series(rng, farm))
        print(f"{farm}: peak {float(peak):.2f} integral {float(integral):.1f}")


if __name__ == "__main__":
    main()
