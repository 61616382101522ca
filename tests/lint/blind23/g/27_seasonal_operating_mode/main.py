import jax.numpy as jnp
import numpy as np

from policy import rule_curve_release, season_of


def main():
    rng = np.random.default_rng(31)
    frac = jnp.float32(0.7)
    for year in range(3):
        for month in range(1, 13):
            inflow = jnp.float32(40 + 60 * np.sin(np.pi * (month - 2) / 8.0) ** 2 + rng.gamma(1.0, 5.0))
            r = rule_curve_release(frac, inflow, season=season_of(month))
            frac = jnp.clip(frac + (inflow - r) / 1000.0, 0.05, 1.0)
        print(f"year {year}: end storage fraction {float(frac):.3f}")


if __name__ == "__main__":
    main()
