import numpy as np

from balance import balance_series
from inventory import RGI, hypsometry

t_anoms = np.array([0.1, 0.4, 0.2, 0.7, 0.9, 1.1], np.float32)
for i, (rgi_id, area, ela) in enumerate(RGI):
    z, a = hypsometry(area, ela, seed=i)
    series = balance_series(z, a, ela, t_anoms)
    print(f"{rgi_id}: cumulative {sum(series):+.2f} m w.e. over {len(series)} years")
