import numpy as np

from scopes import code_value_histogram
from sources import DEFAULT_BITS, camera_bit_depths, clip_codes


def main():
    rng = np.random.default_rng(0)
    reference = clip_codes(rng, DEFAULT_BITS)
    ref_hist = code_value_histogram(reference, bins=2 ** DEFAULT_BITS)
    for bits in camera_bit_depths():
        hist = code_value_histogram(clip_codes(rng, bits), bins=2 ** bits)
        print(int(bits), int(np.abs(np.asarray(hist) - np.asarray(ref_hist)).sum()))


if __name__ == "__main__":
    main()
