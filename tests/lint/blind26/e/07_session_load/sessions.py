import numpy as np


def read_sessions(n=8, seed=4):
    """Training sessions from a team's wearables; some athletes train without a chest strap."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        s = {
            "speed": rng.gamma(2.0, 1.5, size=600).astype(np.float32),
            "accel": rng.normal(0, 1.2, size=600).astype(np.float32),
        }
        if rng.random() < 0.6:
            s["heart_rate"] = rng.normal(150, 15, size=600).astype(np.float32)
        out.append(s)
    return out
