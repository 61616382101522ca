import numpy as np


def bits_needed(eb_n0_db, target_errors=50):
    # rough BER guess from the AWGN bound, simulate long enough to see ~target_errors errors
    from math import erfc, sqrt
    ber = 0.5 * erfc(sqrt(10 ** (eb_n0_db / 10)))
    n = int(min(max(target_errors / ber, 2000), 200000))
    return n - n % 2
