import numpy as np

from review import daily_review


def main():
    rng = np.random.default_rng(4)
    for day in range(6):
        scores = rng.beta(1, 8, size=300).astype(np.float32)
        evidence = rng.normal(size=(300, 12)).astype(np.float32)
        idx, selected, ev = daily_review(scores, evidence, 0.35)
        print(day, int(selected.sum()), np.round(np.asarray(ev[:2]), 2))


if __name__ == "__main__":
    main()
