import numpy as np

from hrv import MAX_BEATS, hrv_metrics


def five_minute_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        mean_rr = int(rng.integers(650, 1000))
        rr = rng.integers(mean_rr - 60, mean_rr + 60, size=MAX_BEATS)
        n_beats = int(np.searchsorted(np.cumsum(rr), 60_000))  # beats in the first minute
        buf = np.zeros(MAX_BEATS, np.float32)
        buf[:n_beats] = rr[:n_beats]
        yield buf, n_beats


def main():
    for buf, n_beats in five_minute_windows(5):
        print(n_beats, np.round(np.asarray(hrv_metrics(buf, n_beats=n_beats)), 2))


if __name__ == "__main__":
    main()
