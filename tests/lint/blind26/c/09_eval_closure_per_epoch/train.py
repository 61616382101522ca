import jax
import jax.numpy as jnp
import optax


def forward(params, x):
    h = jax.nn.relu(x @ params["w1"])
    return h @ params["w2"]


tx = optax.adamw(2e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


def evaluate(params, dev_x, dev_y):
    @jax.jit
    def dev_accuracy(p, x, y):
        return (forward(p, x).argmax(-1) == y).mean()
    return float(dev_accuracy(params, dev_x, dev_y))
