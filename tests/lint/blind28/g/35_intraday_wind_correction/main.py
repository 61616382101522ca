import numpy as np

from runner import IntradayRunner


def main():
    rng = np.random.default_rng(14)
    T = 60
    cf = np.clip(0.45 + 0.25 * np.sin(np.arange(T) / 7) + 0.05 * rng.standard_normal(T), 0, 1).astype(np.float32)
    nwp_all = np.clip(cf + 0.08 * rng.standard_normal(T), 0, 1).astype(np.float32)
    runner = IntradayRunner()
    mae = []
    for t in range(6, T - 6, 3):
        fc = runner.run(nwp_all[t:t + 6], cf[t - 6:t], cf[t:t + 6])
        mae.append(float(np.abs(np.asarray(fc) - cf[t:t + 6]).mean()))
    print("MAE", round(float(np.mean(mae)), 4))


if __name__ == "__main__":
    main()
