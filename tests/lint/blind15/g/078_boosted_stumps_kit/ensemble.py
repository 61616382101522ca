import jax
import jax.numpy as jnp
import numpy as np

MAX_STAGES = 8


def empty_table():
    return {
        "feature": np.zeros(MAX_STAGES, np.int32),
        "threshold": np.zeros(MAX_STAGES, np.float32),
        "left": np.zeros(MAX_STAGES, np.float32),
        "right": np.zeros(MAX_STAGES, np.float32),
    }


def add_stage(table, k, stump):
    for name in table:
        table[name][k] = stump[name]
    return table


@jax.jit
def ensemble_predict(table, X, learning_rate):
    go_left = X[:, table["feature"]] <= table["threshold"]
    return learning_rate * jnp.where(go_left, table["left"], table["right"]).sum(axis=1)
