import numpy as np


def read_drafts(rng, n):
    drafts = []
    for _ in range(n):
        k = int(rng.integers(1, 6))
        drafts.append([int(h) for h in rng.choice(120, size=k, replace=False)])
    return drafts
