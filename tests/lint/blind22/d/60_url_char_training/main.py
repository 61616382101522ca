import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import URLClassifier

model = URLClassifier()
tx = optax.adam(2e-3)


@functools.partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, chars, y, key, dropout_rate):
    def loss_fn(p):
        z = model.apply(p, chars, dropout_rate, True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(z, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


DROPOUT = 0.3


@jax.jit
def evaluate(params, chars):
    return jax.nn.sigmoid(model.apply(params, chars, DROPOUT, False))


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, 48), jnp.int32), 0.0, False)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            chars = rng.integers(0, 96, size=(32, 48)).astype(np.int32)
            y = (chars[:, 0] > 60).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, chars, y, sub,
                                                 dropout_rate=DROPOUT)
        val = rng.integers(0, 96, size=(32, 48)).astype(np.int32)
        print(epoch, float(loss), float(evaluate(params, val).mean()))


if __name__ == "__main__":
    main()
