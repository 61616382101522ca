import jax
import jax.numpy as jnp
import optax

from metrics import skill
from callbacks import ValidationCallback


def loss_fn(params, x, y):
    pred = jax.nn.softplus(x @ params["w"] + params["b"])
    return jnp.mean((pred - y) ** 2)


@jax.jit
def update(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
x = jax.random.normal(k1, (128, 6))
true_w = jax.random.normal(k2, (6,))
y = jax.nn.softplus(x @ true_w + 0.3 * jax.random.normal(k3, (128,)))
x_tr, y_tr, x_val, y_val = x[:64], y[:64], x[64:], y[64:]

tx = optax.sgd(0.1)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
opt_state = tx.init(params)
callback = ValidationCallback(x_val, y_val)

for epoch in range(5):
    params, opt_state, loss = update(params, opt_state, x_tr, y_tr)
    train_scores = skill(params, x_tr, y_tr)
    val_scores = callback.on_epoch_end(epoch, params)
    print(epoch, float(loss), float(train_scores["csi"]), val_scores)
