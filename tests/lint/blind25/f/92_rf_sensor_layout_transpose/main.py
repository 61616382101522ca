import numpy as np

from features import match_network_features
from vendors import read_vendor_a, read_vendor_b

TOOLS = [("ETCH01", read_vendor_a), ("ETCH02", read_vendor_b), ("ETCH03", read_vendor_a), ("ETCH04", read_vendor_b)]


def main():
    rng = np.random.default_rng(0)
    for run in range(2):
        for tool, reader in TOOLS:
            f = match_network_features(reader(run, rng))
            print(f"run {run} {tool}: gamma mean {float(f[0]):.3f}, tune activity {np.round(np.asarray(f[2:]), 1)}")


if __name__ == "__main__":
    main()
