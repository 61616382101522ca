import jax
import numpy as np

from model import SpectralRatioNet
from train import fit_epoch, tx

rng = np.random.default_rng(150)
# station-to-reference spectral ratios at 10 frequencies -> site amplification at 1 Hz
x = rng.normal(size=(128, 10)).astype(np.float32)
y = (x[:, :3].sum(1) * 0.4).astype(np.float32)
params = SpectralRatioNet().init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(params)
for epoch in range(5):
    net = SpectralRatioNet(hidden=24)
    params, opt_state, loss = fit_epoch(net, params, opt_state, x, y)
    print(epoch, float(loss))
