import numpy as np


def collate_train(rows):
    return {
        "features": np.stack([r["features"] for r in rows]),
        "label": np.array([r["label"] for r in rows], np.int32),
        "weight": np.array([r["weight"] for r in rows], np.float32),
    }


def collate_eval(rows):
    out = {}
    out["label"] = np.array([r["label"] for r in rows], np.int32)
    out["weight"] = np.ones(len(rows), np.float32)
    out["features"] = np.stack([r["features"] for r in rows])
    return out
