import numpy as np

from pricing import office_premium
from settings import segment_settings

rng = np.random.default_rng(104)
for segment in ["urban", "coastal", "rural", "flood_zone", "suburban"]:
    history = rng.lognormal(8.0, 1.5, 2000).astype(np.float32)
    risk = rng.gamma(4.0, 90.0, 300).astype(np.float32)
    prem = office_premium(risk, segment_settings(segment, history))
    print(f"{segment:10s}: mean office premium {float(prem.mean()):.2f}")
