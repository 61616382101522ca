import json

import numpy as np


def _encode(tree):
    if isinstance(tree, dict):
        return {k: _encode(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return [_encode(v) for v in tree]
    return {"__array__": np.asarray(tree).tolist(), "dtype": str(np.asarray(tree).dtype)}


def _decode(obj):
    if isinstance(obj, dict) and "__array__" in obj:
        return np.asarray(obj["__array__"], dtype=obj["dtype"])
    if isinstance(obj, dict):
        return {k: _decode(v) for k, v in obj.items()}
    return [_decode(v) for v in obj]


def dumps(params):
    return json.dumps(_encode(params))


def loads(blob):
    return _decode(json.loads(blob))
