from dataclasses import replace

import numpy as np

from probe import CapacitanceProbe


def main():
    rng = np.random.default_rng(0)
    probe = CapacitanceProbe(serial="AQ-2231", depths_cm=(10, 30, 60, 90), drift_per_day=0.0004)
    for day in range(10):
        counts = rng.uniform(900, 1500, (24, 4)).astype(np.float32)
        vwc = probe.to_vwc(counts)
        probe = replace(probe, days_since_service=probe.days_since_service + 1)
        print(f"day {day}: profile VWC {np.round(np.asarray(vwc.mean(0)), 3).tolist()}")


if __name__ == "__main__":
    main()
