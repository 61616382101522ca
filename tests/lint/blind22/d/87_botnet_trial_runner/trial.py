import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class BotnetMLP(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(self.hidden)(x)))[:, 0]


def run_trial(hidden, seed, data, steps=3):
    model = BotnetMLP(hidden)
    tx = optax.adam(1e-3)

    def train_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(
            lambda p: optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean())(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    step_fn = jax.jit(train_step)
    params = model.init(jax.random.PRNGKey(seed), jnp.zeros((1, data[0].shape[1])))
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = step_fn(params, opt_state, *data)
    return float(loss)
