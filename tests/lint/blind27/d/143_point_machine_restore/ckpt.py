import io

import numpy as np


def save(params):
    buf = io.BytesIO()
    np.savez(buf, **{k: np.asarray(v, np.float64) for k, v in params.items()})
    return buf.getvalue()


def restore(blob):
    with np.load(io.BytesIO(blob)) as f:
        return {k: f[k] for k in f.files}
