import jax
import jax.numpy as jnp
import numpy as np
import optax

BATCH = 16
tx = optax.sgd(0.05)


@jax.jit
def al_train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def train_epoch(params, opt_state, x, y, rng):
    perm = rng.permutation(len(x))
    for start in range(0, len(x), BATCH):
        idx = perm[start:start + BATCH]
        params, opt_state, loss = al_train_step(params, opt_state, x[idx], y[idx])
    return params, opt_state


rng = np.random.default_rng(0)
pool_x = rng.normal(size=(200, 3)).astype(np.float32)
pool_y = (pool_x[:, 0] + pool_x[:, 1] > 0).astype(np.float32)
labeled = list(range(20))
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = tx.init(params)

for round_ in range(4):
    params, opt_state = train_epoch(params, opt_state, pool_x[labeled], pool_y[labeled], rng)
    unlabeled = np.setdiff1d(np.arange(len(pool_x)), labeled)
    margin = np.abs(pool_x[unlabeled] @ np.asarray(params["w"]) + float(params["b"]))
    labeled += list(unlabeled[np.argsort(margin)[:7]])
    print("round", round_, "labeled", len(labeled))
