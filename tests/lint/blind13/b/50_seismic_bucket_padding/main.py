import numpy as np

from smoother import gp_smooth
from traces import pad_to_bucket, synthetic_traces


def main():
    picks = {}
    for name, trace in synthetic_traces():
        y, mask = pad_to_bucket(trace)
        smooth = np.asarray(gp_smooth(y, mask))[:len(trace)]
        energy = np.cumsum(smooth ** 2)
        picks[name] = int(np.searchsorted(energy, 0.05 * energy[-1]))
        print(f"{name}: {len(trace):3d} samples (bucket {len(y)}), onset pick {picks[name]}")


if __name__ == "__main__":
    main()
