import os
import tempfile
import numpy as np


def roundtrip(params):
    """Save to .npz (as float64 for archival) and load back as NumPy arrays."""
    path = os.path.join(tempfile.mkdtemp(), "ckpt.npz")
    np.savez(path, **{k: np.asarray(v, dtype=np.float64) for k, v in params.items()})
    with np.load(path) as f:
        return {k: f[k] for k in f.files}
