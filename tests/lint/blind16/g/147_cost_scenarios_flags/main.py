import numpy as np

from config import SCENARIOS, resolve
from engine import net_pnl

rng = np.random.default_rng(117)
T, N = 200, 5
returns = rng.normal(0.0003, 0.01, (T, N)).astype(np.float32)
weights = rng.dirichlet(np.ones(N), T).astype(np.float32)

for scenario in SCENARIOS:
    cfg = resolve(scenario)
    curve = net_pnl(weights, returns, float(cfg["fee_bps"]), bool(cfg["include_fees"]))
    print(f"{cfg['name']:12s} final={float(curve[-1]):+.4f}")
