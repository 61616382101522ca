import numpy as np

MAX_MAPS = 3


def play_bo3(rng, n_feats=8):
    maps = np.zeros((MAX_MAPS, n_feats), np.float32)
    played = np.zeros(MAX_MAPS, np.float32)
    wins = 0
    for i in range(MAX_MAPS):
        maps[i] = rng.normal(size=n_feats)
        played[i] = 1.0
        wins += int(maps[i, 0] > 0)
        if wins == 2 or (i + 1) - wins == 2:
            break
    return maps, played
