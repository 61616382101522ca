import numpy as np


def to_flat(params):
    """Serialises a two-level params dict into a flat {'layer/name': array} map."""
    return {f"{layer}/{name}": np.asarray(v) for layer, sub in params.items() for name, v in sub.items()}


def from_flat(flat):
    params = {}
    for key in sorted(flat):
        layer, name = key.split("/")
        params.setdefault(layer, {})[name] = flat[key]
    return params
