import dataclasses
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


@dataclasses.dataclass(frozen=True)
class BCConfig:
    obs_dim: int
    act_dim: int
    hidden: int
    lr: float

    @property
    def model(self):
        return MLP(self.hidden, self.act_dim)

    @property
    def tx(self):
        return optax.adam(self.lr)


def init_state(cfg, seed):
    params = cfg.model.init(jax.random.PRNGKey(seed), jnp.zeros((1, cfg.obs_dim)))
    return params, cfg.tx.init(params)


@partial(jax.jit, static_argnames="cfg")
def update(params, opt_state, obs, act, cfg):
    def loss_fn(p):
        return jnp.mean((cfg.model.apply(p, obs) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = cfg.tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
