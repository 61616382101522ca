import numpy as np

from grid_meta import read_header
from radiation import two_stream_flux


def main():
    rng = np.random.default_rng(0)
    default_nlev = 8
    tau = rng.uniform(0, 0.3, (30, 8)).astype(np.float32)
    omega = rng.uniform(0.8, 1.0, (30, 8)).astype(np.float32)
    print("spin-up", float(two_stream_flux(tau, omega, nlev=default_nlev)[:, -1].mean()))
    for cycle in range(5):
        hdr = read_header(cycle)
        tau = rng.uniform(0, 0.3, (int(hdr["ncol"]), 8)).astype(np.float32)
        flux = two_stream_flux(tau, omega, nlev=hdr["nlev"])
        print(cycle, float(flux[:, -1].mean()))


if __name__ == "__main__":
    main()
