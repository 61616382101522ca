import numpy as np

# raw export formats of the wrist devices in the cohort
DEVICE_FORMATS = {
    "axivity": {"dtype": np.int16, "scale": 1 / 256.0},
    "actigraph": {"dtype": np.float32, "scale": 1.0},
    "fitband": {"dtype": np.int8, "scale": 1 / 64.0},
}


def load_recording(device, n_samples, seed):
    fmt = DEVICE_FORMATS[device]
    rng = np.random.default_rng(seed)
    g = rng.standard_normal((n_samples, 3)) * 0.3 + np.array([0.0, 0.0, 1.0])
    if np.issubdtype(fmt["dtype"], np.integer):
        raw = np.round(g / fmt["scale"]).astype(fmt["dtype"])
    else:
        raw = g.astype(fmt["dtype"])
    return raw, fmt["scale"]
