from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import make_optimizer

CFG = {"lr": 0.05, "warmup_epochs": 2, "clip": 1.0, "epochs": 4}


def logits_fn(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


@partial(jax.jit, static_argnums=0)
def train_step(tx, params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    # colour/texture features of image patches: crop, broadleaf weed, grass weed, soil
    x = jnp.asarray(rng.normal(size=(128, 12)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 4, 128).astype(np.int32))
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {
        "w1": jax.random.normal(k1, (12, 32)) * 0.1, "b1": jnp.zeros(32),
        "w2": jax.random.normal(k2, (32, 4)) * 0.1, "b2": jnp.zeros(4),
    }
    tx = make_optimizer(CFG, steps_per_epoch=4)
    opt_state = tx.init(params)
    for epoch in range(CFG["epochs"]):
        for _ in range(4):
            params, opt_state, loss = train_step(tx, params, opt_state, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
