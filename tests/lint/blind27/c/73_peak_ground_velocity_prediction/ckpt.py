import json

import numpy as np


def to_json(layers):
    return json.dumps([[np.asarray(w).tolist(), np.asarray(b).tolist()] for w, b in layers])


def from_json(text):
    return [tuple(np.asarray(a, np.float32) for a in pair) for pair in json.loads(text)]
