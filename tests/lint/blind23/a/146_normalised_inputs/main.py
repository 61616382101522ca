import numpy as np

from files import open_file
from stacking import normalised_stack


def main():
    rng = np.random.default_rng(0)
    for i in range(8):
        fields, names = open_file(i, rng)
        x = normalised_stack(fields, names=names)
        print(i, x.shape, float(x.std()))


if __name__ == "__main__":
    main()
