import jax
import jax.numpy as jnp
import numpy as np
import optax

import model
from callbacks import EvalEvery
from model import eval_step

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss(p):
        logits = model.apply(p, batch["x"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, l


def make_batch(rng, n=32):
    x = rng.normal(size=(n, 12)).astype(np.float32)
    return {"x": x, "y": (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 1).astype(np.int32)}


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    log = []
    callbacks = [EvalEvery(5, make_batch(rng), log)]
    for step in range(20):
        params, opt_state, _ = train_step(params, opt_state, make_batch(rng))
        for cb in callbacks:
            cb(step, params)
    test = eval_step(params, make_batch(rng))
    print(log, float(test["acc"]))


if __name__ == "__main__":
    main()
