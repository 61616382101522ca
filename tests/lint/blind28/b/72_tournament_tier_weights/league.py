import numpy as np


def tournament_weight(tier):
    table = {"major": np.array([2.0], np.float32), "minor": np.array([1.2], np.float32)}
    return table.get(tier, np.float32(1.0))
