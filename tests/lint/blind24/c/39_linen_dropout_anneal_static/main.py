import numpy as np
import jax
from model import AttritionMLP
from train import tx, attrition_mlp_step

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 10)).astype(np.float32)
y = (X[:, 0] * X[:, 1] > 0).astype(np.float32)

key = jax.random.PRNGKey(0)
params = AttritionMLP().init(key, X[:2], train=False)
opt_state = tx.init(params)
for epoch in range(4):
    model = AttritionMLP(dropout=0.3 * (1 - epoch / 4))
    for i in range(0, 512, 128):
        key, sub = jax.random.split(key)
        params, opt_state, loss = attrition_mlp_step(model, params, opt_state, X[i:i + 128], y[i:i + 128], sub)
    print(epoch, model.dropout, float(loss))
