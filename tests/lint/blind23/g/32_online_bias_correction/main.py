import numpy as np

from corrector import OnlineCorrector


def main():
    rng = np.random.default_rng(23)
    corr = OnlineCorrector()
    truth = 50 + 10 * np.sin(np.arange(30) / 4.0)
    raw = truth * 0.9 + rng.normal(0, 1.0, 30)
    adjusted = []
    for t in range(30):
        adjusted.append(float(corr.correct(np.float32(raw[t]))))
        corr.observe(np.float32(raw[t]), np.float32(truth[t]))
    print("raw MAE", np.abs(raw - truth).mean().round(3), "corrected MAE", np.abs(np.array(adjusted) - truth).mean().round(3))


if __name__ == "__main__":
    main()
