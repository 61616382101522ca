import numpy as np

from forecaster import PersistenceBlend


def main():
    rng = np.random.default_rng(0)
    clim = rng.normal(15, 3, (20, 20)).astype(np.float32)
    model = PersistenceBlend(clim)
    leads = np.arange(1, 11, dtype=np.float32)
    for day in range(10):
        obs = (clim + rng.normal(1, 2, (20, 20))).astype(np.float32)
        fc = model.forecast(obs, leads)
        print(day, fc.shape, float(fc[-1].mean()))


if __name__ == "__main__":
    main()
