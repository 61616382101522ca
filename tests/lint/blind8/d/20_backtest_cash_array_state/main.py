import numpy as np

from portfolio import Backtester
from signals import momentum_weights, price_paths

LOOKBACK = 5


def main():
    prices = price_paths(n_days=LOOKBACK + 8, n_assets=4)
    bt = Backtester(n_assets=4)
    for day in range(LOOKBACK, len(prices)):
        w = momentum_weights(prices[: day + 1], LOOKBACK)
        bt.step(prices[day], w)
    navs = np.array(bt.navs)
    print("final NAV:", round(navs[-1], 2), "max drawdown:",
          round(float(np.max(1 - navs / np.maximum.accumulate(navs))), 4))


if __name__ == "__main__":
    main()
