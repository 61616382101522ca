from collections import defaultdict

import numpy as np


def load_events(rng, n_users=8, n_items=40):
    events = []
    for u in range(n_users):
        for _ in range(int(rng.integers(2, 15))):
            events.append((u, int(rng.integers(0, n_items))))
    return events


def group_histories(events):
    hist = defaultdict(list)
    for user, item in events:
        hist[user].append(item)
    return {u: np.asarray(items, dtype=np.int32) for u, items in hist.items()}
