import datetime

import numpy as np

from config import RatingConfig
from rating import rate_policies

rng = np.random.default_rng(80)
cfg = RatingConfig()
for batch_no in range(5):
    rel = rng.lognormal(0.0, 0.25, size=(300, 4)).astype(np.float32)
    run_id = f"rating-{(datetime.date(2026, 1, 1) + datetime.timedelta(days=batch_no)).isoformat()}-{batch_no:03d}"
    prem = rate_policies(rel, cfg=cfg)
    print(f"{run_id}: written premium {float(prem.sum()):,.0f}")
