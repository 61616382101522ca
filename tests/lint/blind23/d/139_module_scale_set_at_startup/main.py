import numpy as np

from config import load_district_config
from scoring import scaled_scores

load_district_config("metro")
rng = np.random.default_rng(0)
for form in range(5):
    raw = rng.normal(30, 6, 200).astype(np.float32)
    s = scaled_scores(raw, np.float32(30.0), np.float32(6.0))
    print(f"form {form}: mean scaled {float(s.mean()):.1f}, max {float(s.max()):.1f}")
