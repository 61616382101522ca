import numpy as np
from model import build, ricker_nll

rng = np.random.default_rng(120)
for name, linked in [("plaice", False), ("sole", True), ("turbot", False), ("brill", True)]:
    ssb = rng.uniform(10, 100, 30).astype(np.float32); env = rng.normal(size=30).astype(np.float32)
    log_r = (1.0 + np.log(ssb) - 0.01 * ssb + rng.normal(0, 0.3, 30)).astype(np.float32)
    print(name, round(float(ricker_nll(build(linked), ssb, env, log_r)), 2))
