import jax
import numpy as np

from steps import forward_loss, model, train_step, tx

rng = np.random.default_rng(4)
fb = rng.uniform(0.05, 0.6, 512)
snow = rng.uniform(0.05, 0.4, 512)
myi = (rng.random(512) < 0.4).astype(float)
x = np.stack([fb, snow, myi], 1).astype(np.float32)
y = ((fb * 1024 + snow * 300) / (1024 - 917)).astype(np.float32) * 0.1
x_tr, y_tr, x_va, y_va = x[:384], y[:384], x[384:], y[384:]

key = jax.random.PRNGKey(0)
params = model.init({"params": key, "dropout": key}, x_tr[:2], train=False)
opt_state = tx.init(params)
for epoch in range(5):
    for b in range(0, 384, 128):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x_tr[b:b + 128], y_tr[b:b + 128], sub)
    val = forward_loss(params, x_va, y_va, key, train=False)
    print(f"epoch {epoch}: train {float(loss):.4f} val {float(val):.4f}")
