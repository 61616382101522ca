import numpy as np

from config import TriggerConfig
from trigger import characteristic_function


def scan_day(hourly_blocks, cfg):
    picks = []
    for block in hourly_blocks:
        cf = characteristic_function(block, n_sta=cfg.n_sta, n_lta=cfg.n_lta)
        hits = np.asarray(cf > cfg.on)
        picks.append(hits.any(axis=1).sum())
    return picks


rng = np.random.default_rng(4)
cfg = TriggerConfig()
blocks = []
for h in range(6):
    b = rng.normal(size=(5, 4000)).astype(np.float32)
    b[h % 5, 2000:2200] *= 8
    blocks.append(b)
print(scan_day(blocks, cfg))
print(scan_day(blocks[::-1], TriggerConfig()))
