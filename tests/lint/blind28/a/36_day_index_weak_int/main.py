import jax.numpy as jnp
import numpy as np

from backtest import backtest
from forecast import seasonal_forecast


def main():
    coefs = jnp.array([0.72, 0.12, -0.05, 0.03, 0.01, 0.08])
    rng = np.random.default_rng(0)
    actuals = 0.72 + 0.12 * np.sin(2 * np.pi * np.arange(300, 330) / 365.25) + rng.normal(0, 0.03, 30)
    print("backtest MAE", round(backtest(coefs, actuals, 300), 4))
    horizon = np.arange(330, 344)
    occ = [float(seasonal_forecast(coefs, d)) for d in horizon]
    print("next two weeks", np.round(occ, 3))


if __name__ == "__main__":
    main()
