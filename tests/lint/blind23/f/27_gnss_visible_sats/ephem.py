import numpy as np

R_GPS = 26560.0
RE = 6378.0


def constellation(n=24, seed=0):
    rng = np.random.default_rng(seed)
    raan = np.repeat(np.arange(6) * np.pi / 3, n // 6)
    u = rng.uniform(0, 2 * np.pi, n)
    inc = np.deg2rad(55.0)
    x = R_GPS * (np.cos(raan) * np.cos(u) - np.sin(raan) * np.sin(u) * np.cos(inc))
    y = R_GPS * (np.sin(raan) * np.cos(u) + np.cos(raan) * np.sin(u) * np.cos(inc))
    z = R_GPS * np.sin(u) * np.sin(inc)
    return np.stack([x, y, z], 1), u


def visible(sats, rx, mask_deg=10.0):
    los = sats - rx
    up = rx / np.linalg.norm(rx)
    el = np.arcsin((los @ up) / np.linalg.norm(los, axis=1))
    return sats[el > np.deg2rad(mask_deg)]


def epochs(rx, n_epochs=6, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n_epochs):
        sats, _ = constellation(seed=k)
        vis = visible(sats, rx)
        rho = np.linalg.norm(vis - rx, axis=1) + 0.3 + rng.normal(0, 0.005, len(vis))
        yield vis.astype(np.float32), rho.astype(np.float32)
