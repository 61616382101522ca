import numpy as np

from array_cfg import ARRAYS
from detector import fisher_statistic

rng = np.random.default_rng(74)
for name, cfg in ARRAYS.items():
    sig = np.sin(np.linspace(0, 40, 800))
    traces = np.stack([np.roll(sig, d) + 0.5 * rng.normal(size=800) for d in cfg["delays"]]).astype(np.float32)
    delays = np.asarray(cfg["delays"], np.int32)
    print(name, round(float(fisher_statistic(traces, delays, cfg["gain"])), 1))
