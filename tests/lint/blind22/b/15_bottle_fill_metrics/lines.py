import numpy as np

LINES = {
    "line_1": {"nominal": 500.0},
    "line_2": {"nominal": 500.0, "tolerance": 4.0},
    "line_3": {"nominal": 330.0},
    "line_4": {"nominal": 330.0, "tolerance": 2.5},
}


def targets_for(line_name):
    spec = LINES[line_name]
    return {k: np.float32(v) for k, v in spec.items()}
