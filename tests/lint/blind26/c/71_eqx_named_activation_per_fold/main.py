import numpy as np
import jax
from model import SonorityRegressor, fold_step

rng = np.random.default_rng(71)
x = rng.normal(size=(160, 7)).astype(np.float32)
y = (x[:, 0] * 2 - x[:, 3] + 0.1 * rng.normal(size=160)).astype(np.float32)
for fold in range(4):
    test = np.arange(fold * 40, (fold + 1) * 40)
    train = np.setdiff1d(np.arange(160), test)
    model = SonorityRegressor(7, jax.random.PRNGKey(fold), act=jax.nn.silu)
    for _ in range(15):
        model, loss = fold_step(model, x[train], y[train])
    print(fold, float(loss))
