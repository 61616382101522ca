import numpy as np

from detector import LatencyAlerter


def request_latencies(rng, n_windows, size=200):
    for w in range(n_windows):
        lat = rng.lognormal(4.5, 0.3, size)
        if w == 4:
            lat[:40] *= 3
        yield lat.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    alerter = LatencyAlerter()
    for w, window in enumerate(request_latencies(rng, 6)):
        alert, p95 = alerter.observe(window)
        print(f"window {w}: p95 {p95:.1f} ms alert={alert}")


if __name__ == "__main__":
    main()
