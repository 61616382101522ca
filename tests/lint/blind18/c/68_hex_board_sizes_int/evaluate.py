import numpy as np

from features import rollout_features
from games import random_position


def spot_check(rng, sizes, checks=4):
    """Re-encode a few random positions at randomly chosen training sizes."""
    totals = []
    for _ in range(checks):
        size = int(rng.choice(sizes))
        moves, players = random_position(rng, size)
        planes = np.asarray(rollout_features(moves, players, size=size))
        totals.append(planes[:2].sum())
    return totals
