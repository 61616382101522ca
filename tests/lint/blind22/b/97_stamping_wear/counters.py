import numpy as np


def strokes_since_service(log, from_plc):
    if from_plc:
        return log["stroke_flags"].sum()
    return len(log["strokes"])


def make_log(rng, n=200):
    flags = rng.random(n) > 0.3
    return {"stroke_flags": flags, "strokes": list(np.flatnonzero(flags))}
