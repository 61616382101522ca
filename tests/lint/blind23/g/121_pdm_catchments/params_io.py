import numpy as np


def params_from_calibration(seed):
    rng = np.random.default_rng(seed)
    return {"k": np.float32(rng.uniform(0.05, 0.3)), "smax": np.float32(rng.uniform(80, 300)),
            "beta": np.float32(rng.uniform(1, 3))}


def params_from_regionalisation(attrs):
    out = {}
    out["beta"] = np.float32(1.0 + attrs["clay"] * 2)
    out["smax"] = np.float32(50 + 3 * attrs["depth_cm"])
    out["k"] = np.float32(0.05 + 0.2 * attrs["slope"])
    return out
