import numpy as np

from probe import probe_clip
from scale import make_proxy


def main():
    rng = np.random.default_rng(0)
    for name in ["A001C003", "A001C004", "B002C001", "A003C010"]:
        meta, frames = probe_clip(name, rng)
        proxy = make_proxy(frames, interlaced=meta["field_order"] != "progressive")
        print(name, proxy.shape, round(float(proxy.mean()), 4))


if __name__ == "__main__":
    main()
