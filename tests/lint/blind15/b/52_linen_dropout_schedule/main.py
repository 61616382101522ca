from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Block

VOCAB, DIM = 40, 16
tx = optax.adamw(1e-3)


def dropout_at(step, start=0.3, end=0.0, total=6):
    return start + (end - start) * step / total


@partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, tokens, key):
    def loss_fn(p):
        logits = model.apply(p, tokens[:, :-1], deterministic=False, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main(steps=6):
    key = jax.random.PRNGKey(0)
    params = Block(VOCAB, DIM).init(key, jnp.zeros((1, 8), jnp.int32), deterministic=True)
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(steps):
        key, sub = jax.random.split(key)
        model = Block(VOCAB, DIM, dropout=dropout_at(step, total=steps))
        tokens = rng.integers(0, VOCAB, (4, 13)).astype(np.int32)
        params, opt_state, loss = train_step(model, params, opt_state, tokens, sub)
        print(step, model.dropout, float(loss))


if __name__ == "__main__":
    main()
