import numpy as np

from rolling import rolling_zscore
from signals import WINDOW, mean_reversion_signal

rng = np.random.default_rng(2)
for pair in ("KO/PEP", "XOM/CVX", "V/MA"):
    spread = np.cumsum(rng.normal(0, 1, 250)).astype(np.float32) * 0.1
    spread -= np.convolve(spread, np.ones(50) / 50, mode="same")
    pos = mean_reversion_signal(spread)
    z = rolling_zscore(spread, WINDOW)
    print(pair, "trades", int(np.abs(np.diff(pos)).sum()), "last z", round(float(z[-1]), 2))
