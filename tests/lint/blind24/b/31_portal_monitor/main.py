import numpy as np

from monitor import PortalMonitor


def main():
    rng = np.random.default_rng(21)
    mon = PortalMonitor()
    n_alarms = 0
    for t in range(60):
        counts = rng.poisson(150)
        if t in (25, 47):
            counts += 120  # vehicle with a source
        alarm, thr = mon.process(counts)
        n_alarms += int(alarm)
    print(f"alarms: {n_alarms}, last threshold {thr:.1f}")


if __name__ == "__main__":
    main()
