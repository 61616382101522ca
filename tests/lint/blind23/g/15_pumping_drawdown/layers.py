import numpy as np


def default_layers():
    return [np.float32(12.0), np.float32(3.5), np.float32(0.8)]


def layers_from_borehole(log):
    thick = np.array([row[1] - row[0] for row in log], np.float32)
    k = np.array([row[2] for row in log], np.float32)
    return tuple(np.float32(v) for v in thick * k)
