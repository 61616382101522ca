import numpy as np

CODES = ["LIS01", "POR02", "FAR03", "MAD04"]
LIMITS = np.array([
    [180, 89.0, 310.0],
    [95, 75.0, 240.0],
    [220, 110.0, 420.0],
    [140, 95.0, 280.0],
], np.float32)


def limits_for(code):
    return LIMITS[CODES.index(code)]
