import jax
import numpy as np
import optax

from callbacks import ValidationCallback
from model import af_logits, model

WIN = 32
BATCH = 16


def rr_batches(n, batch=BATCH, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        af = rng.random(batch) > 0.5
        base = rng.uniform(0.7, 1.0, size=(batch, 1))
        jitter = np.where(af[:, None], 0.15, 0.02) * rng.standard_normal((batch, WIN))
        yield (base + jitter).astype(np.float32), af.astype(np.float32)


tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, rr, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, rr)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, WIN), np.float32))["params"]
    opt_state = tx.init(params)
    val_rr, val_y = next(rr_batches(1, seed=99))
    callback = ValidationCallback(val_rr, val_y)
    for step, (rr, y) in enumerate(rr_batches(6)):
        params, opt_state, loss = train_step(params, opt_state, rr, y)
        train_acc = float(((af_logits(params, rr) > 0) == (y > 0.5)).mean())
        callback(step, params)
        print(step, round(float(loss), 4), train_acc)
    print(callback.history)


if __name__ == "__main__":
    main()
