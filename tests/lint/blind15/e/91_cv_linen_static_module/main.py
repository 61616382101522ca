import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Classifier

CFG = {"hidden": 16, "n_classes": 3, "lr": 0.05}
tx = optax.sgd(CFG["lr"])


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def run_fold(k, x_tr, y_tr):
    model = Classifier(hidden=CFG["hidden"], n_classes=CFG["n_classes"])
    params = model.init(jax.random.PRNGKey(k), x_tr[:1])["params"]
    opt_state = tx.init(params)
    for _ in range(4):
        params, opt_state, loss = train_step(model, params, opt_state, x_tr, y_tr)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(90, 5)).astype(np.float32)
    y = np.argmax(x[:, :3], axis=1).astype(np.int32)
    folds = np.split(np.arange(90), 3)
    for k in range(3):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != k])
        print(k, run_fold(k, x[tr], y[tr]))


if __name__ == "__main__":
    main()
