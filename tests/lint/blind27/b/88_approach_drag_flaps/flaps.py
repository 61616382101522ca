import numpy as np

# (setting, CL increment, CD increment)
TABLE = {"CONF2": ("CONF2", 0.45, 0.012), "CONF3": ("CONF3", 0.6, 0.02)}


def from_fms(code):
    raw = np.array(TABLE[code][1:], dtype=np.float64)
    return (code, raw[0], raw[1])


def from_table(code):
    return TABLE[code]
