import numpy as np

from monitor import LatencyMonitor


def main():
    rng = np.random.default_rng(0)
    monitor = LatencyMonitor()
    alerts = 0
    for minute in range(7):
        lat = rng.gamma(4.0, 5.0 + minute, size=200).astype(np.float32)
        alerts += monitor.record(lat)
    print("p95 ema", round(monitor.p95_ema, 2), "alerts", alerts)


if __name__ == "__main__":
    main()
