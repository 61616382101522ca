import json
import numpy as np

STORED = json.loads('{"competency_weights": [0.4, 0.35, 0.25]}')


def as_weight_vector(w):
    w = np.asarray(w, np.float32)
    return w / w.sum()


def stored_weights():
    return as_weight_vector(STORED["competency_weights"])


def learned_weights(history):
    return as_weight_vector(np.abs(np.corrcoef(history.T)[-1, :-1]))
