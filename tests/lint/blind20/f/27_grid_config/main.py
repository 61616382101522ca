import numpy as np

from config import FeederConfig, scenario_configs
from powerflow import backward_forward_sweep


def main():
    base = FeederConfig()
    rng = np.random.default_rng(2)
    p = rng.uniform(0.01, 0.05, base.n_buses).astype(np.float32)
    q = 0.3 * p
    for cfg in scenario_configs(base):
        v = backward_forward_sweep(cfg, p, q)
        print(f"scale {cfg.load_scale:.1f}: v_min={float(v.min()):.4f} pu")


if __name__ == "__main__":
    main()
