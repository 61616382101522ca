import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ContrailNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(2)(x)


model = ContrailNet()
tx = optax.adamw(3e-3)


@jax.jit
def train_batch(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def eval_batch(params, x, y, w):
    pred = jnp.argmax(model.apply(params, x), -1)
    return jnp.sum((pred == y) * w), jnp.sum(w)
