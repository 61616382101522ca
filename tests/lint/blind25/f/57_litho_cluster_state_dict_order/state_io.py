import json

import numpy as np


def load_state(path):
    with open(path) as f:
        raw = json.load(f)
    # file order: focus, dose, overlay
    return {k: np.asarray(v, np.float32) for k, v in raw.items()}


def save_state(path, state):
    with open(path, "w") as f:
        json.dump({k: np.asarray(v).tolist() for k, v in state.items()}, f)
