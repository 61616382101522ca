import numpy as np


def strokes_since_service(log, from_plc):
    if from_plc:
        return np.int32(log["stroke_flags"].sum())
    return np.int32(len(log["strokes"]))


def make_log(rng, n=200):
    flags = rng.random(n) > 0.3
    return {"stroke_flags": flags, "strokes": list(np.flatnonzero(flags))}
