import numpy as np

from towers import encode_items


def build_index(proj, catalog, chunk=128):
    parts = [encode_items(proj, catalog[i:i + chunk], normalize=True) for i in range(0, len(catalog), chunk)]
    return np.concatenate([np.asarray(p) for p in parts])
