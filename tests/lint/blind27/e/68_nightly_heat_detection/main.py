import datetime

import numpy as np

from pipeline import nightly_fertility_scores

rng = np.random.default_rng(68)
start = datetime.date(2024, 3, 1)
for d in range(5):
    day = start + datetime.timedelta(days=d)
    activity = rng.gamma(4.0, 50.0, size=(80, 7)).astype(np.float32)
    rumination = rng.normal(480, 40, size=(80, 7)).astype(np.float32)
    idx = nightly_fertility_scores(activity, rumination, run_tag=f"fertility_{day.isoformat()}")
    print(day, "cows to inseminate:", np.flatnonzero(np.asarray(idx) > 2.0).tolist())
