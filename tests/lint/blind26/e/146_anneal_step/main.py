import equinox as eqx
import jax
import numpy as np

from model import RecoveryNet
from train import anneal_step, opt, set_dropout

rng = np.random.default_rng(78)
X = rng.normal(size=(128, 7)).astype(np.float32)
Y = (X[:, 1] - X[:, 0] + rng.normal(0, 0.3, 128)).astype(np.float32)
key = jax.random.PRNGKey(0)
model = RecoveryNet(key)
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(4):
    model = set_dropout(model, epoch)
    for i in range(0, 128, 32):
        key, sub = jax.random.split(key)
        model, opt_state, l = anneal_step(model, opt_state, X[i:i + 32], Y[i:i + 32], sub)
    print(epoch, "dropout", model.drop.p, "loss", float(l))
