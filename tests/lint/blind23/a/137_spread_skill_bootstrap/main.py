import numpy as np

from bootstrap import member_resamples
from skill import spread_skill_ratio


def main():
    rng = np.random.default_rng(1)
    truth = rng.normal(size=(25, 25)).astype(np.float32)
    ens = (truth[None] + rng.normal(0, 1, (20, 25, 25))).astype(np.float32)
    ratios = [float(spread_skill_ratio(ens, truth, idx)) for idx in member_resamples(20, 10, 30)]
    print(round(np.mean(ratios), 3), round(np.percentile(ratios, 5), 3), round(np.percentile(ratios, 95), 3))


if __name__ == "__main__":
    main()
