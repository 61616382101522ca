import numpy as np

from frames import read_night, master_bias, master_flat
from reduce import reduce_frame


def main():
    bias, flat = master_bias(), master_flat()
    rates = []
    for header, raw in read_night():
        rate = reduce_frame(header, raw, bias, flat)
        rates.append(float(np.median(np.asarray(rate))))
    print("median count rates (e-/s):", " ".join(f"{r:.2f}" for r in rates))


if __name__ == "__main__":
    main()
