import numpy as np

from execution import order_notional
from signals import target_weights

UNIVERSE = ["AAPL", "MSFT", "AMZN", "GOOG", "META", "NVDA", "TSLA", "JPM"]
rng = np.random.default_rng(108)
prices = rng.uniform(50, 500, len(UNIVERSE)).astype(np.float32)
current = np.zeros(len(UNIVERSE), np.float32)
nav = np.float32(1e6)

for day in range(5):
    targets = target_weights(rng, UNIVERSE)
    orders = np.asarray(order_notional(targets, current, prices, nav))
    current = targets * nav
    print(day, {t: int(q) for t, q in zip(UNIVERSE, orders) if q != 0})
