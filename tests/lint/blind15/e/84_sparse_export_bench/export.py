import numpy as np


def to_coo(dense, threshold):
    rows, cols = np.nonzero(np.abs(dense) > threshold)
    return {"rows": rows.astype(np.int32), "cols": cols.astype(np.int32),
            "vals": dense[rows, cols].astype(np.float32), "shape": dense.shape}
