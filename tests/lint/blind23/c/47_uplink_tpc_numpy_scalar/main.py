import numpy as np
from config import UEConfig
from phy import received_sinr_db

cfg = UEConfig()
rng = np.random.default_rng(0)
p = cfg.p_tx_dbm
for slot in range(10):
    fading = ((rng.standard_normal(12) + 1j * rng.standard_normal(12)) / np.sqrt(2)).astype(np.complex64)
    sinr = float(received_sinr_db(p, np.float32(110.0), fading, np.float32(-100.0)))
    cmd = cfg.tpc_step_db if sinr < cfg.target_sinr_db else -cfg.tpc_step_db
    p = np.clip(p + cmd, cfg.p_min_dbm, cfg.p_max_dbm)
    print(slot, round(float(p), 1), round(sinr, 2))
