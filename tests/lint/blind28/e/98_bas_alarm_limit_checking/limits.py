import csv
import io

import numpy as np

SHEET = """point,low,high
SAT,10,16
RAT,18,
MAT,,30
DSP,0.5,2.0
"""


def load_limits():
    out = {}
    for row in csv.DictReader(io.StringIO(SHEET)):
        lo = float(row["low"]) if row["low"] else -np.inf
        hi = float(row["high"]) if row["high"] else np.inf
        out[row["point"]] = np.array([lo, hi], np.float32)
    return out
