from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import optax


def time_to_fill_loss(params, x, log_days, huber_delta):
    pred = x @ params["w"] + params["b"]
    return optax.huber_loss(pred, log_days, delta=huber_delta).mean()


def requisition_step(params, opt_state, x, log_days, tx, huber_delta):
    loss, g = jax.value_and_grad(time_to_fill_loss)(params, x, log_days, huber_delta)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(11)
X = rng.normal(size=(480, 6)).astype(np.float32)
log_days = (3.0 + X @ rng.normal(size=6) * 0.3 + rng.normal(size=480) * 0.2).astype(np.float32)

tx = optax.adam(2e-2)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
opt_state = tx.init(params)
for epoch in range(4):
    step = jax.jit(partial(requisition_step, tx=tx, huber_delta=1.0))
    for i in range(0, 480, 96):
        params, opt_state, loss = step(params, opt_state, X[i:i + 96], log_days[i:i + 96])
    print(epoch, float(loss))
