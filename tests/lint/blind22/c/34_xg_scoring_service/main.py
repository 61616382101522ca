import numpy as np

from service import XGService


def main():
    rng = np.random.default_rng(0)
    svc = XGService()
    hist_logits = rng.normal(-2.0, 1.0, 200).astype(np.float32)
    hist_goals = (rng.random(200) < 0.12).astype(np.float32)
    svc.refit(hist_logits, hist_goals)
    for match in range(5):
        shots = rng.normal(-2.0, 1.0, 16).astype(np.float32)
        xg = svc.score(shots)
        print(match, round(float(xg.sum()), 3))


if __name__ == "__main__":
    main()
