import numpy as np
from alk import build_alk
from config import STOCK

rng = np.random.default_rng(43)
for s in range(5):
    age = rng.integers(1, int(rng.integers(5, 9)), 60).astype(np.int32)
    len_bin = np.clip((6 * age + rng.normal(0, 4, 60)) / 5, 0, STOCK["len_bins"] - 1).astype(np.int32)
    key = build_alk(len_bin, age, ages=STOCK["ages"], n_bins=STOCK["len_bins"])
    print("sample", s, "filled cells", int((key > 0).sum()))
