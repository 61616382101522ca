import numpy as np

from monitor import DriftMonitor


def main():
    rng = np.random.default_rng(0)
    reference = rng.normal(size=256).astype(np.float32)
    monitor = DriftMonitor(reference)
    for hour in range(6):
        shift = 0.2 * hour
        live = rng.normal(loc=shift, size=256).astype(np.float32)
        monitor.observe(live)
        print(f"hour={hour} psi={monitor.psi():.4f}")


if __name__ == "__main__":
    main()
