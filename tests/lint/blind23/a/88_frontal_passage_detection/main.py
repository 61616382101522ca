import numpy as np

from detect import frontal_passage_score
from windows import sliding_windows


def main():
    rng = np.random.default_rng(0)
    hours = 180  # 7.5 days of hourly AWS data
    series = np.stack([
        15 + rng.normal(0, 1, hours).cumsum() * 0.2,
        1010 + rng.normal(0, 1, hours).cumsum() * 0.3,
        (200 + rng.normal(0, 10, hours).cumsum()) % 360,
    ], axis=1).astype(np.float32)
    for start, win in sliding_windows(series):
        print(start, win.shape[0], round(float(frontal_passage_score(win)), 3))


if __name__ == "__main__":
    main()
