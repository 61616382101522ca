import jax
import jax.numpy as jnp
import optax


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b)))
    return params


def mlp(params, x):
    for W, b in params[:-1]:
        x = jnp.tanh(x @ W + b)
    W, b = params[-1]
    return x @ W + b


class EnsembleMember:
    def __init__(self, key, sizes, lr=1e-2):
        self.params = init_mlp(key, sizes)
        self.opt = optax.adam(lr)
        self.opt_state = self.opt.init(self.params)
        self._update = jax.jit(self.update)

    def loss(self, params, x, y):
        out = mlp(params, x)
        mean, log_var = out[:, 0], out[:, 1]
        return jnp.mean(0.5 * log_var + 0.5 * (y - mean) ** 2 / jnp.exp(log_var))

    def update(self, params, opt_state, x, y):
        loss, g = jax.value_and_grad(self.loss)(params, x, y)
        updates, opt_state = self.opt.update(g, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def train_step(self, x, y):
        self.params, self.opt_state, loss = self._update(self.params, self.opt_state, x, y)
        return loss
