import numpy as np


def play_bo3(rng, n_feats=8):
    maps, wins = [], 0
    while True:
        feats = rng.normal(size=n_feats).astype(np.float32)
        maps.append(feats)
        wins += int(feats[0] > 0)
        if wins == 2 or len(maps) - wins == 2:
            return np.stack(maps)
