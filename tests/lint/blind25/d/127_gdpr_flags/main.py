import numpy as np
from config import load_thresholds
from screen import screen

rng = np.random.default_rng(0)
th = load_thresholds()
for region in ["US", "EU", "APAC", "EU", "US"]:
    print(region, screen(rng.normal(size=50).astype(np.float32), th, region))
