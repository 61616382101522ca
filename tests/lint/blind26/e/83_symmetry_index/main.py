import numpy as np

from clinic import assess

rng = np.random.default_rng(44)
patients = [{"id": i, "post_acl": i % 2 == 1} for i in range(6)]
for p in patients:
    left = rng.normal(1.0, 0.1, 40).astype(np.float32)   # stance time (s) per stride
    right = rng.normal(1.0 + 0.1 * p["post_acl"], 0.1, 40).astype(np.float32)
    si, flag = assess(p, left, right)
    print(p["id"], round(float(si), 3), bool(flag))
