import numpy as np

from reliability import assess


def exam(seed):
    rng = np.random.default_rng(seed)
    return {
        "catch": {
            "blind_spot": rng.integers(0, 2, size=12).astype(np.float32),
            "false_pos": rng.integers(0, 2, size=12).astype(np.float32) * (rng.uniform() < 0.3),
            "false_neg": rng.integers(0, 2, size=12).astype(np.float32) * (rng.uniform() < 0.2),
        },
        "responses": rng.uniform(0, 35, size=54).astype(np.float32),
    }


def main():
    for s in range(5):
        score, mean_sens = assess(exam(s))
        print(s, round(float(score), 3), round(float(mean_sens), 1))


if __name__ == "__main__":
    main()
