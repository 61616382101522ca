import jax.numpy as jnp

from extremes import gumbel_fit_step, opt, return_level
from stations import load_annual_maxima, valid_years


def main():
    am = load_annual_maxima()
    for s, series in enumerate(am):
        x = valid_years(series)
        theta = jnp.array([float(x.mean()), 2.0])
        state = opt.init(theta)
        for _ in range(60):
            theta, state, loss = gumbel_fit_step(theta, state, x)
        print(f"station {s}: n={len(x)} 100-yr level {float(return_level(theta, 100)):.1f} mm")


if __name__ == "__main__":
    main()
