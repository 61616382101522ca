import jax.numpy as jnp
import numpy as np

from ensemble import ensemble_forecast, fit_season


def season_data(rng, year, n=60):
    w = rng.normal(size=(n, 4)).astype(np.float32)
    true = np.array([0.5, -0.2, 0.3, 0.1]) * (1 + 0.05 * (year - 2018))
    return jnp.asarray(w), jnp.asarray(w @ true + 9.0 + 0.2 * rng.normal(size=n), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    members = []
    for year in range(2018, 2025):
        w, y = season_data(rng, year)
        members.append(fit_season(w, y))
        if len(members) >= 2:
            mean, sd = ensemble_forecast(members, w[:10])
            print(f"{year}: {len(members)} seasons, forecast {float(mean.mean()):.2f} +/- {float(sd.mean()):.2f} t/ha")


if __name__ == "__main__":
    main()
