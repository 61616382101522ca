import numpy as np

from review import review_queue


def main():
    rng = np.random.default_rng(4)
    for day in range(6):
        scores = rng.beta(1, 8, size=300).astype(np.float32)
        evidence = rng.normal(size=(300, 12)).astype(np.float32)
        # send everyone above the alert line to manual review
        n_alerts = int((scores > 0.35).sum())
        idx, ev = review_queue(scores, evidence, k=n_alerts)
        print(day, n_alerts, np.round(np.asarray(ev[:2]), 2))


if __name__ == "__main__":
    main()
