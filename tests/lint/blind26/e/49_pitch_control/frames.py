import numpy as np


def tracking_frames(n_frames=60, seed=26):
    """Outfield players visible per frame: substitutions in progress and a red card change the count."""
    rng = np.random.default_rng(seed)
    for f in range(n_frames):
        n_home = 10 if f < 40 else 9
        n_away = 10 if f % 20 != 5 else 11
        home = rng.uniform([0, 0], [105, 68], size=(n_home, 2)).astype(np.float32)
        away = rng.uniform([0, 0], [105, 68], size=(n_away, 2)).astype(np.float32)
        yield home, away
