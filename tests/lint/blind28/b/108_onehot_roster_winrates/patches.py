import numpy as np

MAX_HEROES = 32


def load_patch(rng, patch_idx):
    n_heroes = 20 + 2 * (patch_idx // 2)
    picks = rng.integers(0, n_heroes, size=(64, 5))
    onehot = np.zeros((64, MAX_HEROES), np.float32)
    np.add.at(onehot, (np.arange(64)[:, None], picks), 1.0)
    wins = rng.integers(0, 2, 64).astype(np.float32)
    return onehot, wins
