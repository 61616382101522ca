import numpy as np
import jax.numpy as jnp

from model import LeeCarter
from train import fit


def main():
    rng = np.random.default_rng(6)
    n_ages, n_years = 40, 25
    ages = np.arange(50, 50 + n_ages)
    trend = np.linspace(0.0, -0.5, n_years)
    mu = np.exp(-9.5 + 0.09 * ages)[:, None] * np.exp(trend)[None, :]
    exposure = rng.uniform(5e3, 2e4, size=(n_ages, n_years))
    deaths = rng.poisson(mu * exposure)
    model, loss = fit(LeeCarter(n_ages, n_years), jnp.asarray(deaths, jnp.float32),
                      jnp.asarray(exposure / 1e4, jnp.float32), epochs=20, lr0=0.5, decay=0.7)
    print("loss", float(loss), "k range", float(model.k.min()), float(model.k.max()))


if __name__ == "__main__":
    main()
