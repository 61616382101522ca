from levels import leq_db
from sites import Forest, Heath, Wetland

for day in range(2):
    for i, cls in enumerate([Heath, Wetland, Forest]):
        site = cls(seed=10 * day + i)
        print(day, site.name, round(float(leq_db(site.clip(), site.calibration)), 2))
