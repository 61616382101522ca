import numpy as np

from stats import welford_update


def eddy_covariance_blocks(n_blocks, seed=0):
    # 10 Hz shipboard eddy-covariance: sensible heat flux, latent heat flux, momentum flux (W/m2, W/m2, N/m2)
    rng = np.random.default_rng(seed)
    for _ in range(n_blocks):
        yield (rng.normal([15.0, 90.0, 0.08], [20.0, 40.0, 0.05], (600, 3))).astype(np.float32)


def main():
    count, mean, m2 = 0, 0.0, 0.0
    for i, block in enumerate(eddy_covariance_blocks(30)):
        count, mean, m2 = welford_update(count, mean, m2, block)
        if i % 10 == 9:
            sd = np.sqrt(np.asarray(m2) / (int(count) - 1))
            print(f"after {int(count)} samples: mean flux {np.asarray(mean).round(3)}, sd {sd.round(3)}")


if __name__ == "__main__":
    main()
