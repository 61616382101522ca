import itertools

import numpy as np

CATEGORIES = {"books": 230, "music": 145, "games": 310, "toys": 95}


def iter_items(rng, category, feat_dim=12):
    for item_no in range(CATEGORIES[category]):
        yield f"{category}-{item_no}", rng.normal(size=feat_dim).astype(np.float32)


def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        ids, feats = zip(*chunk)
        yield list(ids), np.stack(feats)
