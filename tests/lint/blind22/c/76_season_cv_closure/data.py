import numpy as np

SEASONS = ["2021", "2022", "2023", "2024"]


def season_shots(season, n=120):
    rng = np.random.default_rng(int(season))
    x = rng.normal(size=(n, 3)).astype(np.float32)
    y = (rng.random(n) < 1 / (1 + np.exp(-(x[:, 0] - 2.0)))).astype(np.float32)
    return x, y
