from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import get_loss

CFG = {"vocab": 48, "dim": 16, "label_smoothing": 0.1, "steps": 5}
tx = optax.adafactor(1e-2)


@partial(jax.jit, static_argnums=(3,))
def train_step(params, opt_state, batch, loss_fn):
    def objective(p):
        logits = jnp.tanh(p["embed"][batch["inputs"]]) @ p["out"]
        return loss_fn(logits, batch["targets"], batch["mask"])

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (CFG["vocab"], CFG["dim"])) * 0.1,
              "out": jax.random.normal(k2, (CFG["dim"], CFG["vocab"])) * 0.1}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(CFG["steps"]):
        tokens = rng.integers(1, CFG["vocab"], (4, 13)).astype(np.int32)
        batch = {"inputs": tokens[:, :-1], "targets": tokens[:, 1:],
                 "mask": np.ones((4, 12), np.float32)}
        params, opt_state, loss = train_step(params, opt_state, batch, get_loss(CFG))
        print(step, float(loss))


if __name__ == "__main__":
    main()
