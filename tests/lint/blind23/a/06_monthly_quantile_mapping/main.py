import numpy as np

from correction import correct


def main():
    rng = np.random.default_rng(3)
    probs = np.linspace(0.01, 0.99, 50)
    results = []
    for month in range(12):
        model_daily = rng.gamma(2.0, 2.0 + 0.1 * month, size=400).astype(np.float32)
        obs_daily = rng.gamma(2.2, 1.8 + 0.1 * month, size=400).astype(np.float32)
        model_q = np.quantile(model_daily, probs).astype(np.float32)
        obs_q = np.quantile(obs_daily, probs).astype(np.float32)
        fc = rng.gamma(2.0, 2.0, size=256).astype(np.float32)
        results.append(float(correct(fc, model_q, obs_q).mean()))
    print(np.round(results, 3))


if __name__ == "__main__":
    main()
