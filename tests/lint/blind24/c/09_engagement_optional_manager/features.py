import numpy as np


def build_batch(records):
    batch = {
        "survey": np.stack([r["survey"] for r in records]).astype(np.float32),
        "tenure": np.array([r["tenure"] for r in records], np.float32),
    }
    if all("manager_score" in r for r in records):
        batch["manager_score"] = np.array([r["manager_score"] for r in records], np.float32)
    return batch


def load_records(n, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        r = {"survey": rng.normal(size=5), "tenure": float(rng.integers(0, 15))}
        if rng.random() > 0.03:
            r["manager_score"] = float(rng.uniform(1, 5))
        out.append(r)
    return out
