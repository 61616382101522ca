import numpy as np

from featurestore.encode import encode_rows


def export_training_rows(tables, batches):
    """Materialise encoded rows for the nightly training snapshot."""
    chunks = []
    for cat_ids, dense in batches:
        chunks.append(np.asarray(encode_rows(tables, cat_ids, dense)))
    return np.concatenate(chunks)
