import numpy as np

from resample import get_resampler

TARGET_SR = 16000


def load_batch(rng):
    # a dataset mixing 22.05k and 44.1k material, 0.05 s per clip
    items = []
    for sr in (22050, 44100, 22050, 44100, 22050, 44100):
        n = int(0.05 * sr)
        items.append((sr, rng.standard_normal(n).astype(np.float32)))
    return items


def main():
    rng = np.random.default_rng(0)
    out = []
    for sr, clip in load_batch(rng):
        resample = get_resampler(sr, TARGET_SR)
        out.append(np.asarray(resample(clip)))
    print([len(o) for o in out])


if __name__ == "__main__":
    main()
