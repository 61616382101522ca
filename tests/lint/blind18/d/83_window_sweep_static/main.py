import numpy as np

from sweep import run_sweep


def noisy_tone(rng, n=8192):
    t = np.arange(n)
    return (np.sin(0.1 * t) + 0.3 * rng.standard_normal(n)).astype(np.float32)


def main():
    for key, val in sorted(run_sweep(noisy_tone).items()):
        print(key, round(val, 4))


if __name__ == "__main__":
    main()
