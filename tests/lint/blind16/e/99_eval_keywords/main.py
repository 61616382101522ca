import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EvalCallback
from metrics import evaluate

tx = optax.adam(5e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    w_true = rng.normal(size=(8, 3))
    x = rng.normal(size=(96, 8)).astype(np.float32)
    y = np.argmax(x @ w_true, -1).astype(np.int32)
    x_tr, y_tr, x_va, y_va = x[:64], y[:64], x[64:], y[64:]

    params = {"w": jnp.zeros((8, 3)), "b": jnp.zeros((3,))}
    opt_state = tx.init(params)
    callback = EvalCallback(x_va, y_va, every=5)
    for step in range(1, 16):
        params, opt_state, loss = train_step(params, opt_state, x_tr, y_tr)
        callback.on_step_end(step, params)

    final = evaluate(params, x=x_va, y=y_va)
    print("final", {k: float(v) for k, v in final.items()}, "best", callback.best)


if __name__ == "__main__":
    main()
