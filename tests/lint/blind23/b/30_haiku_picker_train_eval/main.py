from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def picker_fn(x, is_training):
    h = hk.Conv1D(16, 7)(x)
    h = jax.nn.relu(h)
    h = hk.dropout(hk.next_rng_key(), 0.2, h) if is_training else h
    h = hk.Conv1D(16, 7)(h)
    h = jax.nn.relu(h)
    return hk.Conv1D(1, 1)(h)[..., 0]


picker = hk.transform(picker_fn)
opt = optax.adam(1e-3)


@partial(jax.jit, static_argnames="is_training")
def picker_loss(params, rng, x, y, is_training):
    logits = picker.apply(params, rng, x, is_training)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def picker_sgd(params, opt_state, rng, x, y):
    loss, grads = jax.value_and_grad(picker_loss)(params, rng, x, y, True)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def data(rng, n=16, length=200):
    x = rng.standard_normal((n, length, 3)).astype(np.float32)
    y = np.zeros((n, length), np.float32)
    onset = rng.integers(50, 150, n)
    for i, o in enumerate(onset):
        y[i, o - 3:o + 3] = 1.0
        x[i, o:] *= 4.0
    return jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    x, y = data(rng)
    params = picker.init(key, x, True)
    opt_state = opt.init(params)
    xv, yv = data(rng)
    for epoch in range(3):
        for _ in range(4):
            key, sub = jax.random.split(key)
            x, y = data(rng)
            params, opt_state, loss = picker_sgd(params, opt_state, sub, x, y)
        val = picker_loss(params, None, xv, yv, is_training=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
