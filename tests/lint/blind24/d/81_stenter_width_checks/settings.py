import numpy as np

MILL_SETTINGS = {
    "poplin": {"target_width_cm": [148.0, 150.0, 152.0], "tolerance": 1.5},
    "twill": {"target_width_cm": None, "tolerance": 2.0},
    "sateen": {"target_width_cm": (158.0, 160.0, 162.0), "tolerance": 1.0},
}


def load_targets(quality, history):
    cfg = MILL_SETTINGS[quality]
    targets = cfg["target_width_cm"]
    if targets is None:
        targets = np.percentile(history, [25, 50, 75])
    return np.asarray(targets, np.float32), np.float32(cfg["tolerance"])
