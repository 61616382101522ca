import json

import numpy as np
import jax


def to_jsonable(tree):
    if isinstance(tree, dict):
        return {k: to_jsonable(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return [to_jsonable(v) for v in tree]
    return np.asarray(tree).tolist()


def from_jsonable(obj):
    if isinstance(obj, dict):
        return {k: from_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list) and obj and isinstance(obj[0], (dict, list)) and not _is_numeric(obj):
        return [from_jsonable(v) for v in obj]
    return np.asarray(obj, np.float32)


def _is_numeric(obj):
    try:
        np.asarray(obj, np.float32)
        return True
    except (ValueError, TypeError):
        return False


def save(path, weights):
    with open(path, "w") as f:
        json.dump(to_jsonable(weights), f)


def load(path):
    with open(path) as f:
        return from_jsonable(json.load(f))
