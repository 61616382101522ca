import numpy as np

from metadata import ASSETS, is_hdr
from tonemap import to_sdr_preview


def main():
    rng = np.random.default_rng(0)
    for asset in ASSETS:
        signal = rng.uniform(0, 1, (27, 48, 3)).astype(np.float32)
        preview = to_sdr_preview(signal, is_hdr(asset))
        print(asset["name"], round(float(preview.mean()), 3))


if __name__ == "__main__":
    main()
