import numpy as np


def youden_cutoff(scores, labels, default=0.5):
    if labels.sum() < 5:
        return default
    grid = np.linspace(0.05, 0.95, 19)
    j = [((scores >= c) & labels).sum() / labels.sum() + ((scores < c) & ~labels).sum() / (~labels).sum() - 1 for c in grid]
    return grid[np.argmax(j)][None]
