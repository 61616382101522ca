from functools import partial

import jax
import jax.numpy as jnp
import optax
from flax import linen as nn


class MLP(nn.Module):
    hidden: int
    out: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.out)(nn.relu(nn.Dense(self.hidden)(x)))


class BCTrainer:
    def __init__(self, obs_dim, act_dim, hidden, lr, seed):
        self.model = MLP(hidden, act_dim)
        self.tx = optax.adam(lr)
        self.params = self.model.init(jax.random.PRNGKey(seed), jnp.zeros((1, obs_dim)))
        self.opt_state = self.tx.init(self.params)

    @partial(jax.jit, static_argnums=0)
    def _update(self, params, opt_state, obs, act):
        def loss_fn(p):
            return jnp.mean((self.model.apply(p, obs) - act) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def step(self, obs, act):
        self.params, self.opt_state, loss = self._update(self.params, self.opt_state, obs, act)
        return loss
