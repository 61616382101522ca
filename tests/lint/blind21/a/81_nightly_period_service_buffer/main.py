import numpy as np

from service import PeriodMonitor

PERIOD = 0.61


def nightly_alerts(n_nights, per_night=12, seed=0):
    rng = np.random.default_rng(seed)
    for night in range(n_nights):
        t = night + rng.uniform(0, 0.3, per_night)
        yield t, np.sin(2 * np.pi * t / PERIOD) + 0.1 * rng.normal(size=per_night)


if __name__ == "__main__":
    monitor = PeriodMonitor()
    for night, (t, mag) in enumerate(nightly_alerts(5)):
        monitor.ingest(t, mag)
        print(f"night {night}: {monitor.n} points, P = {monitor.best_period():.4f} d")
