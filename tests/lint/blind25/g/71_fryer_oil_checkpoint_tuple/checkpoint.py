import io

import numpy as np

_STORE = {}


def save(name, state):
    buf = io.BytesIO()
    np.savez(buf, *[np.asarray(leaf) for leaf in state])
    _STORE[name] = buf.getvalue()


def restore(name):
    data = np.load(io.BytesIO(_STORE[name]))
    return tuple(data[f"arr_{i}"] for i in range(len(data.files)))
