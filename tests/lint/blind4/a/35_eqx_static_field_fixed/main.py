import equinox as eqx
import jax
import numpy as np
import optax

from model import GatedMLP

optim = optax.adamw(3e-3)


@eqx.filter_jit
def gated_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(0)
model = GatedMLP(12, 24, 5, jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for step in range(5):
    x = rng.normal(size=(16, 12)).astype(np.float32)
    y = rng.integers(0, model.num_classes, size=16)
    model, opt_state, loss = gated_step(model, opt_state, x, y)
    print(step, float(loss))
