import numpy as np

LOOKBACK = 96


def make_panel(rng, n_series=40, min_len=20, max_len=120):
    """Retail-style panel: series of very different history lengths."""
    panel = []
    for i in range(n_series):
        n = int(rng.integers(min_len, max_len))
        level = rng.uniform(5, 20)
        panel.append((level + np.cumsum(rng.normal(scale=0.5, size=n))).astype(np.float32))
    return panel


def collate(batch, lookback=LOOKBACK):
    values = np.zeros((len(batch), lookback), np.float32)
    mask = np.zeros((len(batch), lookback), np.float32)
    for i, s in enumerate(batch):
        s = s[-lookback:]  # older history is dropped
        values[i, lookback - len(s):] = s
        mask[i, lookback - len(s):] = 1.0
    return values, mask
