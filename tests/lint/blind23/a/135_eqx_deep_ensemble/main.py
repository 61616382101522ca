import numpy as np

from train import train_member


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 4)).astype(np.float32)   # NWP temperature, dewpoint, wind, cloud
    y = (x[:, 0] + 0.5 * np.abs(x[:, 2]) * rng.normal(size=128)).astype(np.float32)
    members = [train_member(seed, x, y) for seed in range(5)]
    print([round(l, 3) for _, l in members])


if __name__ == "__main__":
    main()
