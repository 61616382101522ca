from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Block

VOCAB, DIM = 40, 16
model = Block(VOCAB, DIM)
tx = optax.adamw(1e-3)


@partial(jax.jit, static_argnames=("train",))
def run(params, opt_state, tokens, key, train):
    def loss_fn(p):
        logits = model.apply(p, tokens[:, :-1], deterministic=not train, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    if not train:
        return params, opt_state, loss_fn(params)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, 8), jnp.int32), deterministic=True)
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    valid = rng.integers(0, VOCAB, (4, 13)).astype(np.int32)
    for step in range(6):
        key, sub = jax.random.split(key)
        tokens = rng.integers(0, VOCAB, (4, 13)).astype(np.int32)
        params, opt_state, loss = run(params, opt_state, tokens, sub, train=True)
        if step % 2 == 1:
            _, _, vloss = run(params, opt_state, valid, sub, train=False)
            print(step, float(loss), float(vloss))


if __name__ == "__main__":
    main()
