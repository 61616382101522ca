import jax.numpy as jnp
import numpy as np
import optax

from trainer import run_epoch

rng = np.random.default_rng(40)
n = 768
X = rng.normal(size=(n, 4)).astype(np.float32)
exposure = rng.uniform(0.25, 1.0, n).astype(np.float32)
y = rng.poisson(exposure * np.exp(-1.8 + X @ np.array([0.2, -0.3, 0.15, 0.05]))).astype(np.float32)


def batches(bs=128):
    for s in range(0, n, bs):
        yield X[s:s + bs], y[s:s + bs], exposure[s:s + bs]


params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt_state = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(0.1, momentum=0.9)).init(params)
for epoch, lr in enumerate([0.1, 0.1, 0.05, 0.05, 0.02]):
    params, opt_state, loss = run_epoch(params, opt_state, lr, batches())
    print(f"epoch {epoch} lr {lr}: loss {float(loss):.4f}")
