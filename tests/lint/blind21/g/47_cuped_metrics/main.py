import numpy as np

from analysis import cuped_effect
from config import CupedConfig

METRICS = ["orders", "revenue", "visits", "basket_size"]


def analyse_metric(y, pre, treat):
    return cuped_effect(y, pre, treat, cfg=CupedConfig())


def main():
    rng = np.random.default_rng(11)
    n = 500
    treat = (rng.uniform(size=n) < 0.5).astype(np.float32)
    for name in METRICS:
        pre = rng.gamma(2.0, 1.0, n).astype(np.float32)
        y = (0.8 * pre + 0.1 * treat + rng.normal(0, 0.5, n)).astype(np.float32)
        print(name, float(analyse_metric(y, pre, treat)))


if __name__ == "__main__":
    main()
