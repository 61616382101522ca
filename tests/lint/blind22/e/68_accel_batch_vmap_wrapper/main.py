import numpy as np

from features import batch_features


def hourly_windows(hours, per_hour=60, t=250, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(hours):
        yield rng.standard_normal((per_hour, t, 3)).astype(np.float32)


def main():
    summary = []
    for h, windows in enumerate(hourly_windows(5)):
        f = np.asarray(batch_features(windows))
        summary.append(f.mean(axis=0))
    print(np.round(np.stack(summary), 3))


if __name__ == "__main__":
    main()
