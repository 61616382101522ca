import json

import numpy as np

_DB = {}


def save_calibration(line, coeffs):
    _DB[line] = json.dumps({"coeffs": [float(c) for c in coeffs]})


def load_calibration(line):
    return np.asarray(json.loads(_DB[line])["coeffs"], dtype=np.float32)
