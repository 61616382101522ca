import numpy as np

from predictor import SeriesPredictor


def main():
    rng = np.random.default_rng(1)
    bo5 = SeriesPredictor(best_of=5, home_edge=0.02)
    bo3 = SeriesPredictor(best_of=3, home_edge=0.02)
    for week in range(5):
        p5 = rng.uniform(0.3, 0.7, 5).astype(np.float32)
        p3 = rng.uniform(0.3, 0.7, 3).astype(np.float32)
        print(week, round(float(bo5.series_win_prob(p5)), 3), round(float(bo3.series_win_prob(p3)), 3))


if __name__ == "__main__":
    main()
