import numpy as np

from probabilistic import reliability_sweep


def main():
    rng = np.random.default_rng(1)
    obs = rng.normal(15, 6, size=(40, 40)).astype(np.float32)   # 2 m temperature, deg C
    ens = (obs[None] + rng.normal(0, 2, size=(20, 40, 40))).astype(np.float32)
    thresholds = [0.0, 5.0, 10.0, 20.0, 25.0, 30.0]
    for day in range(3):
        ens_d = ens + day
        print(day, reliability_sweep(ens_d, obs, thresholds))


if __name__ == "__main__":
    main()
