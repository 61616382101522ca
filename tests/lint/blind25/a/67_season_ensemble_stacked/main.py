import jax.numpy as jnp
import numpy as np

from ensemble import RollingEnsemble


def season_fit(rng, year, n=60):
    w = rng.normal(size=(n, 4)).astype(np.float32)
    true = np.array([0.5, -0.2, 0.3, 0.1]) * (1 + 0.05 * (year - 2018))
    y = w @ true + 9.0 + 0.2 * rng.normal(size=n)
    x = np.concatenate([w, np.ones((n, 1))], axis=1)
    sol = np.linalg.lstsq(x, y, rcond=None)[0].astype(np.float32)
    return jnp.asarray(w), sol[:-1], sol[-1]


def main():
    rng = np.random.default_rng(0)
    ens = RollingEnsemble(4)
    for year in range(2018, 2026):
        w, coef, bias = season_fit(rng, year)
        ens.add(coef, bias)
        if year >= 2019:
            mean, sd = ens.forecast(w[:10])
            print(f"{year}: forecast {float(mean.mean()):.2f} +/- {float(sd.mean()):.2f} t/ha")


if __name__ == "__main__":
    main()
