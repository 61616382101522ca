import jax
import jax.numpy as jnp
import numpy as np

from risk import portfolio_pnl, value_at_risk

N_ASSETS = 8


def historical_window(rng, day):
    # the lookback grows as new trading days become available
    n_obs = 250 + 17 * day
    return rng.normal(0.0, 0.02, size=(n_obs, N_ASSETS)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    weights = jnp.full((N_ASSETS,), 1.0 / N_ASSETS)
    prices = jnp.linspace(50.0, 120.0, N_ASSETS)
    for day in range(6):
        scenarios = historical_window(rng, day)
        pnl = portfolio_pnl(weights, prices, jnp.asarray(scenarios))
        print(f"day {day}: {scenarios.shape[0]} scenarios, VaR99 = {float(value_at_risk(pnl)):.4f}")


if __name__ == "__main__":
    main()
