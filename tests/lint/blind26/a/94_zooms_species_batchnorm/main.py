import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import net

tx = optax.adam(3e-3)


@jax.jit
def bn_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, x, True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


rng = np.random.default_rng(0)
# ZooMS peptide marker intensities
x = rng.normal(size=(120, 14)).astype(np.float32)
y = rng.integers(0, 4, size=120)
params, state = net.init(jax.random.PRNGKey(0), x[:30], True)
opt_state = tx.init(params)
for epoch in range(3):
    for s in range(0, 120, 30):
        params, state, opt_state, loss = bn_train_step(params, state, opt_state, x[s:s + 30], y[s:s + 30])
    print(epoch, float(loss))
