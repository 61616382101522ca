import numpy as np
from config import SurveyConfig
from index import cpue_index

cfg = SurveyConfig()
rng = np.random.default_rng(3)
for year in range(cfg.first_year, cfg.last_year + 1):
    catch = rng.gamma(2.0, 40.0, cfg.n_hauls).astype(np.float32)
    effort = rng.uniform(1.0, 6.0, cfg.n_hauls).astype(np.float32)
    depth = rng.uniform(20.0, 120.0, cfg.n_hauls).astype(np.float32)
    idx = cpue_index(catch, effort, depth, year=year)
    print(year, round(float(idx), 3))
