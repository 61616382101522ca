import numpy as np

from checker import LabelPrintChecker


def main():
    rng = np.random.default_rng(37)
    template = rng.random((12, 30), dtype=np.float32)
    checker = LabelPrintChecker(template)
    for reel in range(5):
        scans = template[None] + rng.normal(0, 0.1, size=(6, 12, 30)).astype(np.float32)
        frac = checker.mismatch(scans)
        print(reel, np.round(np.asarray(frac), 3).tolist())


if __name__ == "__main__":
    main()
