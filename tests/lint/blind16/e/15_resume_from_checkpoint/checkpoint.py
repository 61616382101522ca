import io
import json

import numpy as np


def _encode(node):
    if isinstance(node, dict):
        return {k: _encode(v) for k, v in node.items()}
    if isinstance(node, (list, tuple)):
        return [_encode(v) for v in node]
    arr = np.asarray(node)
    return {"__array__": arr.tolist(), "dtype": str(arr.dtype)}


def _decode(node):
    if isinstance(node, dict):
        if "__array__" in node:
            return np.asarray(node["__array__"], dtype=node["dtype"])
        return {k: _decode(v) for k, v in node.items()}
    return [_decode(v) for v in node]


class InMemoryCheckpointer:
    """Keeps JSON snapshots in memory; a real run would write them to object storage."""

    def __init__(self):
        self._blobs = {}

    def save(self, step, state):
        buf = io.StringIO()
        json.dump(_encode(state), buf)
        self._blobs[step] = buf.getvalue()

    def latest_step(self):
        return max(self._blobs)

    def restore(self, step):
        return _decode(json.loads(self._blobs[step]))
