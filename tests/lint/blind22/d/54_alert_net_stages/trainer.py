import jax
import optax
import flax.linen as nn


class AlertNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


def make_train_step(model, tx):
    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    return train_step
