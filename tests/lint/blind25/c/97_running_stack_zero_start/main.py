import numpy as np

from stack import accumulate


def dithers(n=8, seed=0):
    rng = np.random.default_rng(seed)
    truth = np.zeros((48, 48), np.float32)
    truth[20:23, 30:33] = 15.0
    for i in range(n):
        rms = np.float32(rng.uniform(3, 6))
        yield (truth + 200 + rng.normal(0, rms, truth.shape)).astype(np.float32), rms


def main():
    total, wsum = 0, 0
    for frame, rms in dithers():
        total, wsum = accumulate(total, wsum, frame, rms)
    stack = np.asarray(total / wsum)
    print(f"stack peak {stack.max():.2f}, background rms {stack[:10, :10].std():.3f}")


if __name__ == "__main__":
    main()
