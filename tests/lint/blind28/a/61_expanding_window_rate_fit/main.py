import numpy as np

from estimator import NoShowTracker


def main():
    rng = np.random.default_rng(0)
    tracker = NoShowTracker()
    for night in range(20):
        booked = int(rng.integers(150, 200))
        shows = int(rng.binomial(booked, 0.93))
        tracker.record(shows, booked)
        rate = tracker.current_rate()
        if night % 5 == 4:
            print("night", night, "no-show rate", round(rate, 4), "overbook", int(booked * rate))


if __name__ == "__main__":
    main()
