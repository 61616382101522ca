import numpy as np

from fourdvar import FourDVar
from model import forecast

n, window = 40, 6
rng = np.random.default_rng(0)
x_true = np.exp(-0.5 * ((np.arange(n) - 12) / 3.0) ** 2).astype(np.float32)
obs = np.asarray(forecast(x_true, window)) + 0.1 * rng.standard_normal((window, n)).astype(np.float32)
mask = (rng.random((window, n)) < 0.3).astype(np.float32)
xb = np.roll(x_true, 2)

xa, nfev = FourDVar(xb, obs, mask).solve()
print("evaluations", nfev, "analysis rmse", float(np.sqrt(np.mean((xa - x_true) ** 2))))
