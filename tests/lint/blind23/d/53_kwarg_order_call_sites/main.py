import numpy as np

from evaluation import weekly_check, final_audit

rng = np.random.default_rng(0)
for week in range(4):
    p = rng.uniform(0, 1, 200).astype(np.float32)
    y = (rng.random(200) < p ** (1.0 + 0.1 * week)).astype(np.float32)
    print(f"week {week} ECE {weekly_check(p, y):.3f}")
p = rng.uniform(0, 1, 200).astype(np.float32)
y = (rng.random(200) < p).astype(np.float32)
print("term audit ECE", round(final_audit(y, p), 3))
