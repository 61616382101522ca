import numpy as np
import jax
import equinox as eqx

from model import CalvingEaseMLP
from train import dystocia_sgd, lr_at

rng = np.random.default_rng(35)
# sire calving ease EBV, dam parity, gestation length, calf sex, pelvic area
X = rng.normal(size=(64, 5)).astype(np.float32)
y = (X[:, 0] - 0.5 * X[:, 4] > 0.4).astype(np.float32)

model = CalvingEaseMLP(jax.random.PRNGKey(0))
for step in range(8):
    model, loss = dystocia_sgd(model, X, y, lr_at(step))
print("loss", float(loss))
