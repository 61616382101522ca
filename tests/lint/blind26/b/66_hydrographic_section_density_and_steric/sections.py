import numpy as np

from eos import density_anomaly


def hydrographic_section(n_stations=6, n_levels=50, seed=0):
    rng = np.random.default_rng(seed)
    p = np.linspace(0, 1000, n_levels).astype(np.float32)
    for k in range(n_stations):
        t = (3 + (16 - k) * np.exp(-p / 250) + rng.normal(0, 0.05, n_levels)).astype(np.float32)
        s = (34.4 + 0.5 * np.exp(-p / 400) + rng.normal(0, 0.01, n_levels)).astype(np.float32)
        yield k, t, s, p


def sigma_from_station(t, s, p):
    return density_anomaly(temp=t, salt=s, pres=p)


def sigma_for_reference(p, s_ref, t_ref):
    return density_anomaly(pres=p, salt=s_ref, temp=t_ref)
