import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

FEAT = 12


class TitleBlockScorer(nn.Module):
    """Scores whether a text block is the document title."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]


model = TitleBlockScorer()
tx = optax.sgd(0.05)


@functools.partial(jax.jit, static_argnames=("train",))
def run_batch(params, opt_state, x, y, key, train):
    def loss_fn(p):
        logits = model.apply({"params": p}, x, train=train, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    if not train:
        return params, opt_state, loss_fn(params)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((16, FEAT)), jnp.float32)
    y = jnp.asarray(rng.random(16) > 0.9, jnp.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x, train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for step in range(3):
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, x, y, sub, train=True)
        _, _, val = run_batch(params, opt_state, x, y, key, train=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
