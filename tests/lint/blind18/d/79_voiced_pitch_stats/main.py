import numpy as np

from f0 import SR, voiced_only, yin_like_f0
from stats import pitch_stats


def phrase(rng, voiced_ratio):
    n = SR
    x = 0.05 * rng.standard_normal(n).astype(np.float32)
    x[: int(n * voiced_ratio)] += np.sin(np.arange(int(n * voiced_ratio)) * 0.17).astype(np.float32)
    return x


def main():
    rng = np.random.default_rng(0)
    for ratio in (0.3, 0.5, 0.8, 0.5, 0.65):
        f0, voiced = yin_like_f0(phrase(rng, ratio))
        s = pitch_stats(voiced_only(f0, voiced))
        print(ratio, int(voiced.sum()), {k: round(float(v), 1) for k, v in s.items()})


if __name__ == "__main__":
    main()
