import numpy as np
import jax.numpy as jnp
from model import sgd_update
from schedule import learning_rate

# word-order typology: predict basic order (SOV, SVO, VSO, ...) from WALS-style binary features
rng = np.random.default_rng(27)
n_lang, n_feat, n_order = 240, 40, 6
feats = rng.integers(0, 2, size=(n_lang, n_feat)).astype(np.float32)
order = (feats[:, :6] * np.arange(1, 7)).argmax(1).astype(np.int32)
params = {"w": jnp.zeros((n_feat, n_order)), "b": jnp.zeros(n_order)}
TOTAL = 25
for step in range(TOTAL):
    params, loss = sgd_update(params, feats, order, learning_rate(step, TOTAL))
print(float(loss))
