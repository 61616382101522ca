import jax
import numpy as np

from net import net
from train import evaluate, fit_step, opt

rng = np.random.default_rng(26)
feats = rng.normal(size=(400, 5)).astype(np.float32)
mags = (3.5 + feats @ np.array([0.6, 0.3, -0.2, 0.1, 0.0], np.float32)).astype(np.float32)
xtr, ytr, xva, yva = feats[:320], mags[:320], feats[320:], mags[320:]

params = net.init(jax.random.PRNGKey(0), xtr[:1])
state = opt.init(params)
for epoch in range(5):
    for i in range(0, 320, 64):
        params, state, loss = fit_step(params, state, xtr[i:i + 64], ytr[i:i + 64])
    print(epoch, round(evaluate(params, xva, yva), 4))
