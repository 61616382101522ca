import numpy as np

from resample import bin_image

PIXSCALES = np.array([0.05, 0.1, 0.2, 0.4])


def binning_for(pixscale, target=0.2):
    return np.rint(target / pixscale).astype(np.int64).clip(1)


def main():
    rng = np.random.default_rng(0)
    sim = rng.poisson(5, (128, 128)).astype(np.float32)
    coarse = bin_image(sim, factor=2)
    print("quick-look binned shape", coarse.shape)
    for i in range(4):
        img = rng.poisson(5, (128, 128)).astype(np.float32)
        f = binning_for(PIXSCALES[1])
        binned = bin_image(img, factor=f)
        print(f"frame {i}: binned x{f} -> {binned.shape}, total {float(binned.sum()):.0f}")


if __name__ == "__main__":
    main()
