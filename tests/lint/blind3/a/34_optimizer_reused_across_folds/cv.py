import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import Regressor


class CrossValidator:
    def __init__(self, lr, n_folds, seed=0):
        self.model = Regressor()
        self.tx = optax.sgd(lr, momentum=0.9)
        self.n_folds = n_folds
        self.rng = np.random.default_rng(seed)

    def fresh_state(self, key, sample_x):
        params = self.model.init(key, sample_x)
        return train_state.TrainState.create(apply_fn=self.model.apply, params=params, tx=self.tx)

    def folds(self, n):
        return np.array_split(self.rng.permutation(n), self.n_folds)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def val_mse(state, x, y):
    return jnp.mean((state.apply_fn(state.params, x) - y) ** 2)
