import numpy as np

from layout import detect_baselines

DEFAULTS = {"ink_threshold": 0.35, "smoothing": 0.5}


def settings_for(collection):
    s = dict(DEFAULTS)
    if collection == "parish_registers":
        s = {"smoothing": 0.8, "ink_threshold": 0.3}
    return s


def main():
    rng = np.random.default_rng(2)
    for collection in ["letters", "parish_registers", "letters", "deeds"]:
        page = rng.random((64, 48)).astype(np.float32)
        page[::8] *= 0.2
        peaks = detect_baselines(page, **settings_for(collection))
        print(collection, int(peaks.sum()))


if __name__ == "__main__":
    main()
