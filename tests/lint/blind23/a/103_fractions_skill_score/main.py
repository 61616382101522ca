import numpy as np

from scoring import build_scorer


def main():
    rng = np.random.default_rng(0)
    scorer = build_scorer((64, 64))
    for case in range(5):
        obs = rng.gamma(0.4, 5.0, (64, 64)).astype(np.float32)
        fc = np.roll(obs, case, axis=1)
        scores = [float(scorer(fc, obs, np.float32(t))) for t in (1.0, 5.0, 10.0)]
        print(case, np.round(scores, 3))


if __name__ == "__main__":
    main()
