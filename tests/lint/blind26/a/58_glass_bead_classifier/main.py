import numpy as np
import jax
import jax.numpy as jnp

from data import padded_batches
from steps import model, tx, train_step, eval_step

rng = np.random.default_rng(0)
# L*a*b* colour and XRF readings of glass beads, 5 colour groups
x = rng.normal(size=(198, 6)).astype(np.float32)
y = rng.integers(0, 5, size=198).astype(np.int32)
x[np.arange(198), y] += 1.5
xtr, ytr, xte, yte = x[:128], y[:128], x[128:], y[128:]

params = model.init(jax.random.PRNGKey(0), xtr[:1])
opt_state = tx.init(params)
for epoch in range(5):
    for s in range(0, 128, 32):
        params, opt_state = train_step(params, opt_state, xtr[s:s + 32], ytr[s:s + 32])
    correct = total = 0.0
    for xb, yb, w in padded_batches(xte, yte, 32):
        c, t = eval_step(params, xb, yb, w)
        correct += float(c); total += float(t)
    print(epoch, round(correct / total, 3))
