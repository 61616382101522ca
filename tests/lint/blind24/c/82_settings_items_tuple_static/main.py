import numpy as np
from settings import base_settings, site_settings, as_static
from rules import rule_violations

SITE_OVERRIDES = {"north_hospital": {"max_consecutive": 6}, "south_clinic": {}}

rng = np.random.default_rng(0)
for team, site in [("nurses", "north_hospital"), ("porters", None), ("lab", "south_clinic"), ("admin", None)]:
    shifts = rng.integers(0, 4, size=(12, 28)).astype(np.int32)
    cfg = site_settings(SITE_OVERRIDES[site]) if site else base_settings()
    v = rule_violations(shifts, as_static(cfg))
    print(team, int(v.sum()))
