import numpy as np
import jax
import jax.numpy as jnp
import optax
from model import EquineGaitNet
from evaluate import validation_accuracy

rng = np.random.default_rng(58)
x = rng.normal(size=(160, 12)).astype(np.float32)
y = np.clip(np.abs(x[:, 0] * 1.5).astype(np.int32), 0, 3)
model = EquineGaitNet()
params = model.init(jax.random.PRNGKey(0), x[:1])
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def gait_train_step(params, opt_state):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x[:128]), y[:128]).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(5):
    params, opt_state, loss = gait_train_step(params, opt_state)
    print(epoch, float(loss), validation_accuracy(model, params, x[128:], y[128:]))
