import jax
import jax.numpy as jnp
import numpy as np
import optax

# Exhaust gas temperature margin regression from cruise snapshots
rng = np.random.default_rng(1)
n_snap = 700
n2 = rng.uniform(85, 102, n_snap)
oat = rng.uniform(-55, -30, n_snap)
cycles = rng.uniform(0, 20000, n_snap)
X = np.stack([(n2 - 90) / 10, (oat + 40) / 10, cycles / 20000], 1).astype(np.float32)
egt_margin = (60 - 25 * X[:, 2] - 4 * X[:, 0] + rng.normal(0, 2, n_snap)).astype(np.float32)

BATCH = 64


def padded_batches(x, y):
    for s in range(0, len(x), BATCH):
        xb, yb = x[s:s + BATCH], y[s:s + BATCH]
        w = np.ones(BATCH, np.float32)
        k = len(xb)
        if k < BATCH:
            xb = np.concatenate([xb, np.zeros((BATCH - k, x.shape[1]), np.float32)])
            yb = np.concatenate([yb, np.zeros(BATCH - k, np.float32)])
            w[k:] = 0.0
        yield xb, yb, w


opt = optax.sgd(0.05, momentum=0.9)
params = {"w": jnp.zeros(3), "b": jnp.full((), 50.0, jnp.float32)}
opt_state = opt.init(params)


@jax.jit
def egt_step(params, opt_state, xb, yb, w):
    def loss(p):
        pred = xb @ p["w"] + p["b"]
        return jnp.sum(w * (pred - yb) ** 2) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(params)
    up, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, l


for epoch in range(4):
    for xb, yb, w in padded_batches(X, egt_margin):
        params, opt_state, l = egt_step(params, opt_state, xb, yb, w)
    print(epoch, float(l))
print("degradation slope", float(params["w"][2]))
