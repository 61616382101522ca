import jax
import jax.numpy as jnp
import optax

from model import build_model


class Trainer:
    def __init__(self, hidden, lr):
        self.hidden = hidden
        self.tx = optax.adam(lr)

    @property
    def net(self):
        return build_model(self.hidden)

    def init(self, key, x):
        params = self.net.init(key, x)
        return params, self.tx.init(params)

    def evaluate(self, params, x, y):
        predict = jax.jit(self.net.apply)
        return float(jnp.mean((predict(params, x) - y) ** 2))

    def train_epoch(self, params, opt_state, x, y):
        net = self.net

        def loss_fn(p):
            return jnp.mean((net.apply(p, x) - y) ** 2)
        for _ in range(10):
            g = jax.grad(loss_fn)(params)
            u, opt_state = self.tx.update(g, opt_state)
            params = optax.apply_updates(params, u)
        return params, opt_state
