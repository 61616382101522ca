import numpy as np

from climatology import RollingClimatology

rng = np.random.default_rng(0)
days, ny, nx = 12, 10, 20
seasonal = np.sin(np.linspace(0, np.pi, days))[:, None, None]
sst = (seasonal + 0.2 * rng.standard_normal((days, ny, nx))).astype(np.float32)

clim = RollingClimatology(sst, window=5)
for t in range(1, days):
    a = clim.anomaly(t)
    print(t, float(np.abs(a).max()))
