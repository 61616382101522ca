import numpy as np

from .encoder import encode_items


def backfill(params, catalog, chunk=64):
    """Nightly job: re-encode the whole catalog into the embedding table."""
    out = []
    for start in range(0, len(catalog), chunk):
        attrs = catalog[start:start + chunk]
        out.append(np.asarray(encode_items(params, attrs, ~np.isnan(attrs))))
    return np.concatenate(out)
