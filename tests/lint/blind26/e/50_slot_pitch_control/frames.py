import numpy as np

SLOTS = 11


def to_slots(xy):
    out = np.zeros((SLOTS, 2), np.float32)
    on = np.zeros(SLOTS, np.float32)
    out[:len(xy)] = xy
    on[:len(xy)] = 1.0
    return out, on


def tracking_frames(n_frames=60, seed=26):
    rng = np.random.default_rng(seed)
    for f in range(n_frames):
        n_home = 10 if f < 40 else 9
        n_away = 10 if f % 20 != 5 else 11
        home = rng.uniform([0, 0], [105, 68], size=(n_home, 2))
        away = rng.uniform([0, 0], [105, 68], size=(n_away, 2))
        yield to_slots(home), to_slots(away)
