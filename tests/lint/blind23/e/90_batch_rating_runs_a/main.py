import numpy as np

from config import RatingConfig, config_for_run
from rating import rate_policies

rng = np.random.default_rng(80)
base_cfg = RatingConfig()
for batch_no in range(5):
    rel = rng.lognormal(0.0, 0.25, size=(300, 4)).astype(np.float32)
    cfg = config_for_run(base_cfg, batch_no)
    prem = rate_policies(rel, cfg=cfg)
    print(f"{cfg.run_id}: written premium {float(prem.sum()):,.0f}")
