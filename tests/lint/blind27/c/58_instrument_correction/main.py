import numpy as np

from correct import to_ground_motion

rng = np.random.default_rng(58)
inventory = [("KIL01", "HHZ"), ("KIL01", "HHN"), ("KIL01", "HHE"),
             ("KIL02", "EHZ"), ("KIL03", "HNZ"), ("KIL03", "HNE")]
for sta, cha in inventory:
    counts = rng.integers(-50000, 50000, 3000).astype(np.float32)
    acc = to_ground_motion(counts, channel=cha)
    print(sta, cha, f"{float(np.abs(acc).max()):.3e}")
