import numpy as np

from bands import log_band_energies
from settings import settings_from_request


def requests(rng):
    for _ in range(5):
        yield {"audio": rng.standard_normal(2048).astype(np.float32), "bands": 24}


def main():
    rng = np.random.default_rng(0)
    for req in requests(rng):
        s = settings_from_request(req)
        e = log_band_energies(req["audio"], s)
        print(s.n_bands, float(np.asarray(e).mean()))


if __name__ == "__main__":
    main()
