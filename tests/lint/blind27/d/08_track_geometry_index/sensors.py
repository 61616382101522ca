import numpy as np


def read_sensor(name, n, rng):
    base = {"gauge": 1435.0, "cant": 0.0, "alignment": 0.0}[name]
    scale = {"gauge": 1.2, "cant": 3.0, "alignment": 1.8}[name]
    return (base + rng.normal(0, scale, n)).astype(np.float32)


def assemble_record(order, n, rng):
    rec = {}
    for name in order:
        rec[name] = read_sensor(name, n, rng)
    return rec
