import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn
from flax.training import train_state


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[..., 0]


MODEL = MLP()
OPTIMIZER = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def val_mse(state, x, y):
    return jnp.mean((state.apply_fn({"params": state.params}, x) - y) ** 2)


def new_state(seed, n_feats):
    params = MODEL.init(jax.random.PRNGKey(seed), jnp.zeros((1, n_feats)))["params"]
    return train_state.TrainState.create(apply_fn=MODEL.apply, params=params, tx=OPTIMIZER)


def cross_validate(x, y, k=4, epochs=3):
    folds = np.array_split(np.arange(len(x)), k)
    scores = []
    for i, val_idx in enumerate(folds):
        tr_idx = np.concatenate([f for j, f in enumerate(folds) if j != i])
        state = new_state(i, x.shape[1])
        for _ in range(epochs):
            state, _ = train_step(state, x[tr_idx], y[tr_idx])
        scores.append(float(val_mse(state, x[val_idx], y[val_idx])))
    return scores
