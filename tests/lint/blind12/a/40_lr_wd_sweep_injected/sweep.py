import itertools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

TX = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def bow_logits(params, counts):
    return counts @ params["w"] + params["b"]


@jax.jit
def train_step(state, counts, labels):
    def loss_fn(params):
        logits = state.apply_fn(params, counts)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def run_sweep(init_params, data, learning_rates, weight_decays, steps=2):
    results = {}
    for lr, wd in itertools.product(learning_rates, weight_decays):
        state = train_state.TrainState.create(apply_fn=bow_logits, params=init_params, tx=TX)
        state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        state.opt_state.hyperparams["weight_decay"] = jnp.asarray(wd, dtype=jnp.float32)
        for _ in range(steps):
            state, loss = train_step(state, *data)
        results[(lr, wd)] = float(loss)
    return results
