import jax
import jax.numpy as jnp
import numpy as np

S, A, M = 4, 2, 7
NUM_ELITES = 5


def init_ensemble(key):
    keys = jax.random.split(key, M)
    return jax.vmap(lambda k: {"w": jax.random.normal(k, (S + A, S)) * 0.1})(keys)


def predict_one(p, s, a):
    return s + jnp.concatenate([s, a], -1) @ p["w"]


@jax.jit
def elite_rollout_step(elite_params, s, a):
    preds = jax.vmap(predict_one, in_axes=(0, None, None))(elite_params, s, a)
    return preds.mean(0), preds.std(0).mean(-1)


def select_elites(params, val_losses):
    keep = np.argsort(val_losses)[:NUM_ELITES]
    return jax.tree.map(lambda x: x[keep], params)
