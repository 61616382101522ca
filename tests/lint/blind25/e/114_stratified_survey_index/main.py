import numpy as np
from index import stratified_index
from annual import annual_index

rng = np.random.default_rng(86)
area = np.array([120.0, 300.0, 80.0], np.float32)
for year in range(2018, 2024):
    catch = rng.gamma(2, 30, 45).astype(np.float32)
    stratum = rng.integers(0, 3, 45).astype(np.int32)
    if year % 2:
        v = annual_index(catch, stratum, area, np.float32(3))
    else:
        v = float(stratified_index(stratum=stratum, n_strata=np.float32(3), catch=catch, area=area))
    print(year, round(v, 2))
