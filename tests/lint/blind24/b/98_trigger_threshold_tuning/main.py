import dataclasses

import numpy as np

from config import TriggerConfig
from trigger import count_triggers


def scope_trace(rng, n=4096, rate=0.01):
    t = np.zeros(n, np.float32)
    for start in np.flatnonzero(rng.random(n) < rate):
        amp = rng.uniform(20, 200)
        seg = np.arange(min(40, n - start))
        t[start:start + len(seg)] -= amp * np.exp(-seg / 8.0)
    return t + rng.normal(0, 4, n).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    cfg = TriggerConfig()
    target = 25
    for it in range(6):
        n = int(count_triggers(scope_trace(rng), cfg))
        # nudge the threshold toward the target trigger count
        cfg = dataclasses.replace(cfg, threshold_mv=cfg.threshold_mv + (5.0 if n > target else -5.0))
        print(f"iteration {it}: {n} triggers, next threshold {cfg.threshold_mv:.0f} mV")


if __name__ == "__main__":
    main()
