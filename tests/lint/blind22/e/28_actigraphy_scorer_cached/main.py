import numpy as np

from scorer import SleepWakeScorer

MINUTES = 120


def minute_counts(seed):
    rng = np.random.default_rng(seed)
    counts = rng.gamma(0.5, 200.0, size=MINUTES)
    counts[30:90] *= 0.05
    return counts.astype(np.float32)


def main():
    scorer = SleepWakeScorer()
    for night in range(5):
        sleep = scorer.score(minute_counts(night))
        print(f"night {night}: {int(sleep.sum())} min asleep")


if __name__ == "__main__":
    main()
