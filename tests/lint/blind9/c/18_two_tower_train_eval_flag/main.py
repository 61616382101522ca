from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from towers import TwoTower

U_FEAT, I_FEAT, BATCH = 12, 10, 32

model = TwoTower()
tx = optax.adam(1e-2)


@partial(jax.jit, static_argnames=("training",))
def in_batch_loss(params, users, items, rng, training):
    logits = model.apply({"params": params}, users, items, training=training,
                         rngs={"dropout": rng})
    labels = jnp.arange(logits.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits / 0.1, labels).mean()


@jax.jit
def update(params, opt_state, users, items, rng):
    loss, grads = jax.value_and_grad(in_batch_loss)(params, users, items, rng, True)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def click_log(rng, n):
    users = rng.normal(size=(n, U_FEAT)).astype(np.float32)
    items = users[:, :I_FEAT] + 0.3 * rng.normal(size=(n, I_FEAT))
    return users, items.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, U_FEAT)), jnp.zeros((1, I_FEAT)))["params"]
    opt_state = tx.init(params)
    holdout = click_log(rng, BATCH)
    for rnd in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, loss = update(params, opt_state, *click_log(rng, BATCH), sub)
        for training in (True, False):
            l = in_batch_loss(params, *holdout, key, training=training)
            print(f"round {rnd} training={training} holdout loss {float(l):.3f}")


if __name__ == "__main__":
    main()
