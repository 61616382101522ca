import io

import numpy as np

_STORE = {}


def save(name, params):
    buf = io.BytesIO()
    np.savez(buf, **{k: np.asarray(v, np.float64) for k, v in params.items()})
    _STORE[name] = buf.getvalue()


def load(name):
    with np.load(io.BytesIO(_STORE[name])) as f:
        return {k: f[k] for k in f.files}
