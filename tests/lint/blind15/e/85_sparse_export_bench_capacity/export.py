import numpy as np


def to_coo(dense, threshold, capacity):
    """COO export padded to a preset nonzero capacity (padding entries have value 0)."""
    rows, cols = np.nonzero(np.abs(dense) > threshold)
    nnz = len(rows)
    assert nnz <= capacity
    out_rows = np.zeros(capacity, np.int32)
    out_cols = np.zeros(capacity, np.int32)
    out_vals = np.zeros(capacity, np.float32)
    out_rows[:nnz], out_cols[:nnz] = rows, cols
    out_vals[:nnz] = dense[rows, cols]
    return {"rows": out_rows, "cols": out_cols, "vals": out_vals, "shape": dense.shape, "nnz": nnz}
