import numpy as np

from filters import temporal_filter_for
from profiles import profile_for


def clips(n, seed=0):
    rng = np.random.default_rng(seed)
    scenes = ["lowlight", "daylight"]
    for i in range(n):
        meta = {"id": i, "scene": scenes[i % 2]}
        yield meta, rng.random((6, 8, 8), dtype=np.float32)


def main():
    for meta, frames in clips(6):
        profile = profile_for(meta)
        denoise = temporal_filter_for(profile)
        out = denoise(frames)
        print(meta["id"], profile.name, float(np.asarray(out).std()))


if __name__ == "__main__":
    main()
