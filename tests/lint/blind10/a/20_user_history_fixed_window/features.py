from collections import defaultdict

import numpy as np

MAX_HISTORY = 16
PAD_ITEM = 0


def load_events(rng, n_users=8, n_items=40):
    events = []
    for u in range(n_users):
        for _ in range(int(rng.integers(2, 15))):
            events.append((u, int(rng.integers(1, n_items))))
    return events


def group_histories(events, max_len=MAX_HISTORY):
    hist = defaultdict(list)
    for user, item in events:
        hist[user].append(item)
    out = {}
    for u, items in hist.items():
        items = items[-max_len:]
        ids = np.full(max_len, PAD_ITEM, dtype=np.int32)
        ids[: len(items)] = items
        mask = np.zeros(max_len, dtype=np.float32)
        mask[: len(items)] = 1.0
        out[u] = (ids, mask)
    return out
