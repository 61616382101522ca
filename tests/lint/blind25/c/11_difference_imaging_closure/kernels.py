import numpy as np


def gaussian_kernel(sigma, size=11):
    ax = np.arange(size) - size // 2
    g = np.exp(-ax ** 2 / (2 * sigma ** 2))
    k = np.outer(g, g)
    return (k / k.sum()).astype(np.float32)


def matching_sigma(seeing_sci, seeing_ref, pixscale=0.4):
    s_sci = seeing_sci / 2.3548 / pixscale
    s_ref = seeing_ref / 2.3548 / pixscale
    return float(np.sqrt(max(s_sci ** 2 - s_ref ** 2, 0.25)))
