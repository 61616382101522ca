import numpy as np


def gaia_like_epochs(rng, n=70):
    t = np.sort(rng.uniform(-2.5, 2.5, n))
    pf_ra, pf_dec = np.sin(2 * np.pi * t), 0.4 * np.cos(2 * np.pi * t)
    mag = rng.uniform(15, 21.5, n)
    snr = np.sqrt(10 ** (-0.4 * (mag - 22)))
    err = 80.0 / snr
    plx, pm = rng.uniform(0.5, 10), rng.normal(0, 10, 2)
    dra = pm[0] * t + plx * pf_ra + rng.normal(0, err)
    ddec = pm[1] * t + plx * pf_dec + rng.normal(0, err)
    f32 = lambda a: np.asarray(a, np.float32)
    return tuple(map(f32, (t, pf_ra, pf_dec, dra, ddec, err, snr))), plx
