from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def net(x, is_training):
    x = hk.Linear(64)(x)
    x = jax.nn.relu(x)
    if is_training:
        x = hk.dropout(hk.next_rng_key(), 0.2, x)
    return hk.Linear(1)(x)[:, 0]


model = hk.transform(net)
opt = optax.sgd(1e-2, momentum=0.9)


@partial(jax.jit, static_argnames="is_training")
def grade_loss(params, key, x, y, is_training):
    pred = model.apply(params, key, x, is_training)
    return jnp.mean((pred - y) ** 2)


@jax.jit
def sgd_step(params, state, key, x, y):
    l, g = jax.value_and_grad(grade_loss)(params, key, x, y, is_training=True)
    u, state = opt.update(g, state, params)
    return optax.apply_updates(params, u), state, l


def main():
    rng = np.random.default_rng(2)
    X = rng.normal(size=(640, 8)).astype(np.float32)
    y = (np.tanh(X[:, 0]) + 0.2 * X[:, 3]).astype(np.float32)
    Xtr, ytr, Xva, yva = X[:512], y[:512], X[512:], y[512:]
    key = jax.random.PRNGKey(0)
    params = model.init(key, Xtr[:1], is_training=True)
    state = opt.init(params)
    for epoch in range(5):
        for b in range(0, 512, 128):
            key, sub = jax.random.split(key)
            params, state, l = sgd_step(params, state, sub, Xtr[b:b + 128], ytr[b:b + 128])
        tr = grade_loss(params, key, Xtr, ytr, is_training=False)
        va = grade_loss(params, key, Xva, yva, is_training=False)
        print(f"epoch {epoch} train {float(tr):.4f} val {float(va):.4f}")


if __name__ == "__main__":
    main()
