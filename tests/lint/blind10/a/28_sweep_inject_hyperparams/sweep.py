import itertools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import RatingModel


@jax.jit
def train_step(state, users, items, ratings):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, users, items)
        return jnp.mean((pred - ratings) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def grid(**axes):
    keys = list(axes)
    for values in itertools.product(*axes.values()):
        yield dict(zip(keys, values))


def run_sweep(data, n_users, n_items, learning_rates, weight_decays, steps=2):
    model = RatingModel(n_users, n_items)
    users, items, ratings = data
    params = model.init(jax.random.PRNGKey(0), users, items)["params"]
    tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)
    results = {}
    for hp in grid(lr=learning_rates, wd=weight_decays):
        state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
        state.opt_state.hyperparams["learning_rate"] = jnp.asarray(hp["lr"], jnp.float32)
        state.opt_state.hyperparams["weight_decay"] = jnp.asarray(hp["wd"], jnp.float32)
        for _ in range(steps):
            state, loss = train_step(state, users, items, ratings)
        results[(hp["lr"], hp["wd"])] = float(loss)
    return results
