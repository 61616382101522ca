import numpy as np

from deliverable import SurroundMix


def main():
    rng = np.random.default_rng(0)
    for reel in range(1, 6):
        mix = SurroundMix(reel, (0.3 * rng.standard_normal((6, 4800))).astype(np.float32))
        lr = np.asarray(mix.stereo())
        print(f"reel {reel}: L/R correlation {np.corrcoef(lr)[0, 1]:.3f}")


if __name__ == "__main__":
    main()
