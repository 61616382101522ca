import numpy as np

from files import open_file
from qc import consistency_flags


def main():
    rng = np.random.default_rng(0)
    for i in range(6):
        fields, present = open_file(i, rng)
        flags = consistency_flags(fields, present=present)
        print(i, int(flags.sum()))


if __name__ == "__main__":
    main()
