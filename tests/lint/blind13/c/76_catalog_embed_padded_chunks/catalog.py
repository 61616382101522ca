import itertools

import numpy as np

CATEGORIES = {"books": 230, "music": 145, "games": 310, "toys": 95}


def iter_items(rng, category, feat_dim=12):
    for item_no in range(CATEGORIES[category]):
        yield f"{category}-{item_no}", rng.normal(size=feat_dim).astype(np.float32)


def chunked(iterable, size):
    """Fixed-size chunks; the last one is zero-padded and its id list stays short."""
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        ids, feats = zip(*chunk)
        block = np.zeros((size, len(feats[0])), dtype=np.float32)
        block[: len(feats)] = np.stack(feats)
        yield list(ids), block
