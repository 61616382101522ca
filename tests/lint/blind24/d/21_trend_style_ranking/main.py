import numpy as np

from ranker import rank_styles

SETTINGS = {"runway": {"temperature": 0.5}, "street": {"temperature": 1.0},
            "resale": {"temperature": 2.0}, "kids": {"temperature": 1.5}}

rng = np.random.default_rng(17)
styles = rng.normal(size=(200, 16)).astype(np.float32)
for channel, cfg in SETTINGS.items():
    for week in range(3):
        trend = rng.normal(size=16).astype(np.float32)
        idx, vals = rank_styles(styles, trend, cfg["temperature"])
        print(channel, week, idx.tolist())
