from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def net(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    return hk.Linear(1)(jax.nn.relu(x))[:, 0]


model = hk.without_apply_rng(hk.transform_with_state(net))
opt = optax.adam(3e-3)


@partial(jax.jit, static_argnames="is_training")
def rmr_loss(params, state, x, y, is_training):
    pred, state = model.apply(params, state, x, is_training)
    return jnp.mean((pred - y) ** 2), state


@jax.jit
def rmr_update(params, state, opt_state, x, y):
    (l, state), g = jax.value_and_grad(rmr_loss, has_aux=True)(params, state, x, y, is_training=True)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, l


def main():
    rng = np.random.default_rng(120)
    # rock mass rating from RQD, joint spacing, condition, groundwater, UCS
    X = rng.normal(size=(256, 5)).astype(np.float32)
    y = (0.55 + 0.1 * X[:, 0] + 0.05 * X[:, 4]).astype(np.float32)
    params, state = model.init(jax.random.PRNGKey(0), X[:4], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for b in range(0, 192, 64):
            params, state, opt_state, l = rmr_update(params, state, opt_state, X[b:b + 64], y[b:b + 64])
        tr, state = rmr_loss(params, state, X[:64], y[:64], is_training=True)
        val, _ = rmr_loss(params, state, X[192:], y[192:], is_training=False)
        print(f"epoch {epoch}: train-mode mse {float(tr):.5f} val mse {float(val):.5f}")


if __name__ == "__main__":
    main()
