import numpy as np

DEFAULTS = {"grave_goods": np.zeros(6, np.float32), "orientation": np.float32(0.0)}


def read_graves(seed=0):
    rng = np.random.default_rng(seed)
    for g in range(8):
        rec = {"depth": np.float32(rng.uniform(0.4, 1.8)), "length": np.float32(rng.uniform(1.2, 2.1))}
        if g % 2 == 0:
            rec["grave_goods"] = rng.poisson(1, size=6).astype(np.float32)
        if g % 3 == 0:
            rec["orientation"] = np.float32(rng.uniform(0, 360))
        yield f"G{g + 1:02d}", {**DEFAULTS, **rec}
