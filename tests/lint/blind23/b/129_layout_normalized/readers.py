import numpy as np

# (file name, format); both readers return samples x components
FILES = [("ev01.mseed", "mseed"), ("ev02.sac", "sac"), ("ev03.mseed", "mseed"), ("ev04.sac", "sac")]


def read_event(name, fmt, rng, npts=1200):
    zne = rng.standard_normal((npts, 3)).astype(np.float32)
    zne[400:, :] *= 5.0
    if fmt == "sac":
        return np.array(zne, order="C")
    return zne
