import numpy as np

CANONICAL = {"acc_x": "ax", "acc_y": "ay", "acc_z": "az", "AccX": "ax", "AccY": "ay", "AccZ": "az",
             "behaviour": "y", "Behavior": "y"}


def vectronic(rng):
    return {"acc_x": rng.normal(size=64), "acc_y": rng.normal(size=64), "acc_z": rng.normal(size=64),
            "behaviour": rng.integers(0, 3, 64)}


def lotek(rng):
    return {"AccX": rng.normal(size=64), "AccY": rng.normal(size=64), "AccZ": rng.normal(size=64),
            "Behavior": rng.integers(0, 3, 64)}


def standardise(rec):
    out = {CANONICAL[k]: np.asarray(v) for k, v in rec.items()}
    for k in ("ax", "ay", "az"):
        out[k] = out[k].astype(np.float32)
    out["y"] = out["y"].astype(np.int32)
    return out
