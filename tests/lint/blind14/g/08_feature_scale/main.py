import numpy as np

from etl import chunk_scales, normalize


def main():
    chunks = [np.array([1.0, 2.0, 4.0]), np.array([0.5, 1.5, 2.5]), np.array([3.0, 1.0, 2.0])]
    for c, s in chunk_scales(chunks):
        print(normalize(c, s))


if __name__ == "__main__":
    main()
