import numpy as np

from glicko import rating_period


def games_in_period(rng, n_periods):
    for p in range(n_periods):
        n_games = [3, 4, 3, 5, 2][p]
        opp_r = rng.normal(1500, 150, n_games).astype(np.float32)
        opp_rd = rng.uniform(30, 200, n_games).astype(np.float32)
        scores = rng.choice([0.0, 0.5, 1.0], n_games).astype(np.float32)
        yield opp_r, opp_rd, scores


def main():
    rng = np.random.default_rng(0)
    r, rd = 1500.0, 200.0
    for opp_r, opp_rd, scores in games_in_period(rng, 5):
        r, rd = rating_period(r, rd, opp_r, opp_rd, scores)
        print(round(float(r), 1), round(float(rd), 1))


if __name__ == "__main__":
    main()
