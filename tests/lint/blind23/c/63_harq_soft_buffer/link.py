import numpy as np

N_BITS = 480


def transmit(rng, bits, snr_db):
    s = 1 - 2 * bits
    sigma2 = 10 ** (-snr_db / 10)
    r = s + np.sqrt(sigma2) * rng.standard_normal(bits.size)
    return (2 * r / sigma2).astype(np.float32)


def crc_ok(decided, bits, max_err=2):
    return int(np.sum(decided != bits)) <= max_err
