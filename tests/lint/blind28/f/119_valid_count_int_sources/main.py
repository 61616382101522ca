import numpy as np

from pooling import mean_pool_valid
from sources import from_masked_archive, from_recording


def main():
    rng = np.random.default_rng(0)
    pooled = []
    for i in range(6):
        clip, n = from_recording(rng) if i % 2 == 0 else from_masked_archive(rng)
        pooled.append(np.asarray(mean_pool_valid(clip, n)))
        print(i, type(n).__name__, int(n))
    print(np.stack(pooled).shape)


if __name__ == "__main__":
    main()
