import numpy as np


def read_sessions(n_sessions=8, steps=32, n_feats=6, seed=0):
    rng = np.random.default_rng(seed)
    for sid in range(n_sessions):
        rec = {
            "features": rng.normal(size=(steps, n_feats)).astype(np.float32),
            "correct": (rng.random(steps) < 0.6).astype(np.float32),
        }
        if sid >= 4:
            rec["hints"] = (rng.random(steps) < 0.2).astype(np.float32)
        yield rec


def normalize(rec):
    steps = rec["correct"].shape[0]
    return {
        "features": rec["features"],
        "correct": rec["correct"],
        "hints": rec.get("hints", np.zeros(steps, np.float32)),
    }
