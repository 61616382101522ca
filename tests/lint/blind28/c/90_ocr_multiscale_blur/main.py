import numpy as np

from config import PIPELINE
from filters import preprocess


def main():
    rng = np.random.default_rng(90)
    for page_no in range(5):
        page = rng.random((40, 40)).astype(np.float32)
        ink = preprocess(page, PIPELINE)
        print(page_no, float(ink.mean()))


if __name__ == "__main__":
    main()
