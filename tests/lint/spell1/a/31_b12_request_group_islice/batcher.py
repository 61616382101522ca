import itertools

import numpy as np


def request_groups(queue, arrivals):
    """Drain the queue in groups whose sizes follow the arrival pattern."""
    it = iter(queue)
    for k in arrivals:
        group = list(itertools.islice(it, k))
        if not group:
            return
        yield group


def pad_features(group, max_batch, dim):
    feats = np.zeros((max_batch, dim), np.float32)
    for i, req in enumerate(group):
        feats[i] = req["features"]
    return feats
