import numpy as np


def load_tile(lon0, lat0, n=48, res=0.1, seed=0):
    rng = np.random.default_rng(seed)
    lon = (lon0 + res * np.arange(n)).astype(np.float32)
    lat = (lat0 + res * np.arange(n)).astype(np.float32)
    X, Y = np.meshgrid(lon, lat)
    ssh = 0.3 * np.exp(-((X - lon.mean()) ** 2 + (Y - lat.mean()) ** 2) / 0.5) + rng.normal(0, 0.002, X.shape)
    return lon, lat, ssh.astype(np.float32)


def grid_spacing(lon, lat):
    return float(lon[1] - lon[0]), float(lat[1] - lat[0])
