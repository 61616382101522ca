import numpy as np
from sites import Site, UnionSite, PartTimeSite
from pay import site_overtime

rng = np.random.default_rng(0)
sites = [Site("leeds"), UnionSite("detroit"), PartTimeSite("porto"), UnionSite("lyon")]
for s in sites:
    hours = rng.uniform(25, 55, 30).astype(np.float32)
    rates = rng.uniform(18, 35, 30).astype(np.float32)
    print(s.name, round(float(site_overtime(s, hours, rates)), 2))
