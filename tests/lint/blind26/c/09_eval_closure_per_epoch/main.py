import numpy as np
import jax
from train import train_step, evaluate, tx

# language identification from averaged phonotactic features
rng = np.random.default_rng(9)
N_LANG, D = 5, 30
proto = rng.normal(size=(N_LANG, D))
y = rng.integers(0, N_LANG, 600).astype(np.int32)
x = (proto[y] + 0.8 * rng.normal(size=(600, D))).astype(np.float32)
train_x, train_y, dev_x, dev_y = x[:500], y[:500], x[500:], y[500:]

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (D, 32)) * 0.1, "w2": jax.random.normal(k2, (32, N_LANG)) * 0.1}
opt_state = tx.init(params)
for epoch in range(5):
    for i in range(0, 500, 50):
        params, opt_state, loss = train_step(params, opt_state, train_x[i:i + 50], train_y[i:i + 50])
    print(f"epoch {epoch} loss {float(loss):.3f} dev acc {evaluate(params, dev_x, dev_y):.3f}")
