import io

import jax
import numpy as np


def save(params):
    buf = io.BytesIO()
    flat = {"/".join(map(str, k)): np.asarray(v) for k, v in _flatten(params)}
    np.savez(buf, **flat)
    return buf.getvalue()


def restore(blob):
    data = np.load(io.BytesIO(blob))
    out = {}
    for key in data.files:
        layer, name = key.split("/")
        out.setdefault(layer, {})[name] = data[key]
    return out


def _flatten(params):
    for layer, leaves in params.items():
        for name, v in leaves.items():
            yield (layer, name), v
