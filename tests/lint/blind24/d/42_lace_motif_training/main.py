import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EMACallback, LossLogger

rng = np.random.default_rng(42)
# lace motif repeat classifier: FFT magnitude features of machine-lace scans
X = rng.normal(size=(96, 14)).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.float32)

params = {"w": jnp.zeros(14), "b": jnp.zeros(())}
tx = optax.sgd(0.1)
opt_state = tx.init(params)


@jax.jit
def lace_step(params, opt_state):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(X @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


callbacks = [EMACallback(params), LossLogger(every=10)]
for step in range(40):
    params, opt_state, loss = lace_step(params, opt_state)
    for cb in callbacks:
        cb.on_step_end(step, params, loss)
ema = callbacks[0].ema
print("ema accuracy", float(jnp.mean(((X @ ema["w"] + ema["b"]) > 0) == (y > 0.5))))
