import numpy as np


def widen(params, new_width, rng):
    """Net2WiderNet: replicate random hidden units and split their outgoing weights."""
    w1, b1, w2 = (np.asarray(params[k]) for k in ("w1", "b1", "w2"))
    old = w1.shape[1]
    mapping = np.concatenate([np.arange(old), rng.integers(0, old, new_width - old)])
    counts = np.bincount(mapping, minlength=old)
    return {"w1": w1[:, mapping], "b1": b1[mapping],
            "w2": w2[mapping] / counts[mapping][:, None], "b2": np.asarray(params["b2"])}
