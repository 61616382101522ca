import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class BinPredictor(nn.Module):
    n_bins: int = 6

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(self.n_bins)(x)


net = BinPredictor()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def evaluate(params, x, y):
    logits = net.apply(params, x)
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    return acc, optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
