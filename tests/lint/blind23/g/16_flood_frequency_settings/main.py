import jax.numpy as jnp
import numpy as np

from fit import fit_gev
from settings import GEVSettings


def gauge_annual_maxima(seed, years=40):
    rng = np.random.default_rng(seed)
    return (300 + 80 * rng.gumbel(size=years)).astype(np.float32)


def main():
    for gauge in ["08MF005", "08NM116", "08LF051", "08KB001"]:
        am = jnp.asarray(gauge_annual_maxima(sum(map(ord, gauge))))
        theta0 = jnp.array([float(am.mean()), np.log(float(am.std())), 0.1], jnp.float32)
        quantiles = fit_gev(theta0, am, GEVSettings())
        print(gauge, np.asarray(quantiles).round(1))


if __name__ == "__main__":
    main()
