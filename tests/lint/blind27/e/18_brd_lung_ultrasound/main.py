import numpy as np
import jax
import optax

from step import net, tx, brd_forward

rng = np.random.default_rng(9)
X = rng.normal(size=(160, 6)).astype(np.float32)
y = (X[:, 1] + X[:, 3] > 0.5).astype(np.float32)
Xtr, ytr, Xva, yva = X[:128], y[:128], X[128:], y[128:]

variables = net.init(jax.random.PRNGKey(0), Xtr[:4], False)
opt_state = tx.init(variables["params"])
key = jax.random.PRNGKey(2)

for epoch in range(4):
    for b in range(4):
        key, sub = jax.random.split(key)
        xb, yb = Xtr[b * 32:(b + 1) * 32], ytr[b * 32:(b + 1) * 32]
        loss, grads, stats = brd_forward(variables, xb, yb, sub, train=True)
        upd, opt_state = tx.update(grads, opt_state)
        variables = {"params": optax.apply_updates(variables["params"], upd), "batch_stats": stats}
    val_loss, _, _ = brd_forward(variables, Xva, yva, key, train=False)
    print(epoch, float(loss), float(val_loss))
