import jax
import jax.numpy as jnp
import numpy as np
import optax
from steps import model, tx, forward, loss_fn

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(96, 40)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 5, size=96))
key = jax.random.PRNGKey(0)
params = model.init(key, x, train=False)["params"]
opt_state = tx.init(params)

@jax.jit
def mlp_update(params, opt_state, rng):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, rng)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(4):
    key, sub = jax.random.split(key)
    params, opt_state, loss = mlp_update(params, opt_state, sub)
    train_logits = forward(params, x, sub, train=True)
    eval_logits = forward(params, x, sub, train=False)
    print(epoch, float(loss), float((eval_logits.argmax(-1) == y).mean()), float((train_logits.argmax(-1) == y).mean()))
