import jax
import jax.numpy as jnp
import numpy as np

from farms import FARMS, plot_ndvi_series


@jax.jit
def farm_greenness(plot_series):
    peaks = [s.max() for s in plot_series]
    integrals = [jnp.trapezoid(s) for s in plot_series]
    return jnp.mean(jnp.stack(peaks)), jnp.mean(jnp.stack(integrals))


def main():
    rng = np.random.default_rng(1)
    for farm in FARMS:
        peak, integral = farm_greenness(plot_ndvi_series(rng, farm))
        print(f"{farm}: peak {float(peak):.2f} integral {float(integral):.1f}")


if __name__ == "__main__":
    main()
