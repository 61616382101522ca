import numpy as np

from execution import order_notional
from signals import target_weights

UNIVERSE = ["AAPL", "MSFT", "AMZN", "GOOG", "META", "NVDA", "TSLA", "JPM"]
rng = np.random.default_rng(108)
prices = {t: np.float32(p) for t, p in zip(UNIVERSE, rng.uniform(50, 500, len(UNIVERSE)))}
current = {}
nav = np.float32(1e6)

for day in range(5):
    targets = target_weights(rng, UNIVERSE)
    px = {t: prices[t] for t in targets}
    cur = {t: current.get(t, np.float32(0.0)) for t in targets}
    orders = order_notional(targets, cur, px, nav)
    current = {t: np.float32(targets[t] * nav) for t in targets}
    print(day, {t: int(q) for t, q in orders.items()})
