import numpy as np

BAND_EDGES = [(1000, 2000), (2000, 4000), (4000, 6000), (6000, 8000), (8000, 11000)]


def active_bands(psd, freqs, min_db=3.0):
    """Bands whose median level exceeds the broadband median by min_db (insect/frog chorus)."""
    ref = 10 * np.log10(np.median(psd))
    out = []
    for lo, hi in BAND_EDGES:
        sel = (freqs >= lo) & (freqs < hi)
        if 10 * np.log10(np.median(psd[sel])) - ref > min_db:
            out.append((lo, hi))
    return tuple(out)
