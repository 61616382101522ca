import numpy as np

from search import random_frog


def main():
    rng = np.random.default_rng(3)
    # Vis-NIR of olive oil -> free acidity; 60 bands
    x = rng.normal(size=(80, 60)).astype(np.float32)
    y = (x[:, 12] + 0.5 * x[:, 40] - 0.3 * x[:, 7]).astype(np.float32)
    bands, score = random_frog(x, y)
    print("selected bands", bands, "rmse", round(score, 4))


if __name__ == "__main__":
    main()
