import numpy as np

from blend import optimise_blend

rng = np.random.default_rng(48)
# 8 bale lots x (staple length mm, strength g/tex, micronaire), normalised
props = rng.normal(size=(8, 3)).astype(np.float32)
cost = rng.uniform(1, 2, 8).astype(np.float32)
orders = [("ring-spun 30s", 200, 0.1), ("open-end 12s", 50, 0.5), ("compact 40s", 400, 0.05),
          ("denim warp", 100, 0.3)]
for name, steps, cw in orders:
    target = rng.normal(size=3).astype(np.float32)
    w, l = optimise_blend(props, target, cost, steps, cw)
    print(f"{name}: shares {np.round(np.asarray(w), 2)} loss {float(l):.3f}")
