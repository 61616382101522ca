import numpy as np

from qc import front_gradient
from reader import decode, read_granule


def main():
    rng = np.random.default_rng(0)
    for k in range(6):
        sst = decode(read_granule(k, rng))
        g, clear = front_gradient(sst)
        print(f"granule {k}: clear fraction {float(clear):.2f}, 95th pct gradient {np.nanpercentile(np.asarray(g), 95):.3f} K/pixel")


if __name__ == "__main__":
    main()
