import numpy as np

from evaluate import evaluate_timetables


def main():
    rng = np.random.default_rng(0)
    n_stations, n_scen = 15, 200
    primary = rng.exponential(1.5, (n_stations, n_scen)).astype(np.float32)
    candidates = [np.full((n_stations, n_scen), b, np.float32) for b in (0.5, 1.0, 1.5, 2.0, 3.0)]
    scores = evaluate_timetables(candidates, primary)
    print(np.round(scores, 2), "best buffer index", int(scores.argmin()))


if __name__ == "__main__":
    main()
