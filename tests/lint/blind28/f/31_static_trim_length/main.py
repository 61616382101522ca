import numpy as np

from dataset import PaddedClipStore
from ops import velocity_profile


def main():
    store = PaddedClipStore()
    for i in range(len(store)):
        frames, n = store[i]
        mean_v, max_v = velocity_profile(frames, n)
        print(i, n, float(np.asarray(mean_v).mean()), float(np.asarray(max_v).max()))


if __name__ == "__main__":
    main()
