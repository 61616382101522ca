import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(42)
X_train = rng.normal(size=(384, 10)).astype(np.float32)
y_train = (X_train[:, :3].sum(1) > 0).astype(np.int32)
X_val = rng.normal(size=(128, 10)).astype(np.float32)
y_val = (X_val[:, :3].sum(1) > 0).astype(np.int32)

tx = optax.adam(1e-2)
_w = jnp.zeros((10, 2))
STATE = {"params": {"w": _w, "b": jnp.zeros(2)}, "opt_state": tx.init({"w": _w, "b": jnp.zeros(2)}), "step": 0,
         "best_acc": 0.0}


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    updates, opt_state = tx.update(grads, state["opt_state"], state["params"])
    new_state = dict(state)
    new_state["params"] = optax.apply_updates(state["params"], updates)
    new_state["opt_state"] = opt_state
    new_state["step"] = state["step"] + 1
    return new_state, loss


def evaluate():
    preds = jnp.argmax(logits_fn(STATE["params"], X_val), -1)
    acc = float((preds == y_val).mean())
    if acc > STATE["best_acc"]:
        STATE["best_acc"] = acc
    return acc


for epoch in range(4):
    for i in range(0, len(X_train), 64):
        STATE, loss = train_step(STATE, X_train[i:i + 64], y_train[i:i + 64])
    acc = evaluate()
    print(f"epoch {epoch} loss {float(loss):.4f} val acc {acc:.3f}")
