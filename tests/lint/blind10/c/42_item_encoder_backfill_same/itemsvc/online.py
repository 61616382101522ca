import numpy as np

from .encoder import encode_items


def pad_rows(rows, size):
    out = np.full((size, rows.shape[1]), np.nan, np.float32)
    out[: len(rows)] = rows
    return out


def encode_new_items(params, new_items, chunk=64):
    attrs = pad_rows(new_items, chunk)
    emb = encode_items(params, attrs, ~np.isnan(attrs))
    return np.asarray(emb)[: len(new_items)]
