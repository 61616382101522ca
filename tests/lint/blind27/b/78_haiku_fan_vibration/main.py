import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import net

tx = optax.adam(1e-3)


@jax.jit
def vib_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, None, x, is_training=True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


@jax.jit
def vib_eval(params, state, x, y):
    logits, _ = net.apply(params, state, None, x, is_training=False)
    return jnp.mean(jnp.argmax(logits, -1) == y)


rng = np.random.default_rng(78)
# fan vibration spectra bins -> bearing fault yes/no
X = rng.normal(size=(512, 12)).astype(np.float32)
y = (X[:, 3] + X[:, 7] > 0.5).astype(np.int32)
params, state = net.init(jax.random.PRNGKey(0), X[:64], is_training=True)
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 384, 64):
        params, state, opt_state, loss = vib_train_step(params, state, opt_state, X[i:i + 64], y[i:i + 64])
    print(epoch, float(loss), float(vib_eval(params, state, X[384:], y[384:])))
