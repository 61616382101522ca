import numpy as np

from model import type_probs


def reliability(model, x, y, temps):
    out = {}
    for t in temps:
        model.temperature = t
        p = np.asarray(type_probs(model, x))
        out[t] = float(np.mean(p.max(-1)) - np.mean(p.argmax(-1) == y))
    return out
