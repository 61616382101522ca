import haiku as hk
import jax
import jax.numpy as jnp
import optax
from loader import CameraTrapFeatures


def mange_classifier(x):
    return hk.Sequential([hk.Linear(24), jax.nn.relu, hk.Linear(2)])(x)


net = hk.without_apply_rng(hk.transform(mange_classifier))
opt = optax.adam(1e-2)


@jax.jit
def mange_step(params, opt_state, x, y, valid):
    def loss_fn(p):
        logits = net.apply(p, x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        return jnp.sum(ce * valid) / jnp.sum(valid)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


data = CameraTrapFeatures()
params = net.init(jax.random.PRNGKey(2), data.x[:2])
opt_state = opt.init(params)
for epoch in range(4):
    for xb, yb, valid in data.batches(32):
        params, opt_state, loss = mange_step(params, opt_state, xb, yb, valid)
    print("epoch", epoch, "loss", float(loss))
