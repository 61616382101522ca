import itertools

import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def grid(**axes):
    keys = list(axes)
    for values in itertools.product(*(axes[k] for k in keys)):
        yield dict(zip(keys, values))


def init_opt_state(params, lr, wd):
    state = tx.init(params)
    state.hyperparams["learning_rate"] = lr
    state.hyperparams["weight_decay"] = wd
    return state
