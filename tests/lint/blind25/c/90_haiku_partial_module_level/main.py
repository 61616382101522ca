from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def _metallicity_net(x, is_training):
    h = hk.Linear(48)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    h = jax.nn.relu(h)
    return hk.Linear(1)(h)[:, 0]


net = hk.without_apply_rng(hk.transform_with_state(_metallicity_net))
tx = optax.adam(3e-3)


def feh_step(params, state, opt_state, x, y, lr_scale):
    def loss(p):
        pred, new_state = net.apply(p, state, x, is_training=True)
        return jnp.mean((pred - y) ** 2), new_state
    (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    u = jax.tree_util.tree_map(lambda v: v * lr_scale, u)
    return optax.apply_updates(params, u), state, opt_state, l


warm_step = jax.jit(partial(feh_step, lr_scale=0.3))


def photometric_metallicities(n=640, seed=0):
    rng = np.random.default_rng(seed)
    feh = rng.uniform(-2.5, 0.3, n)
    ug = 1.0 + 0.25 * feh + rng.normal(0, 0.05, n)
    gr = 0.4 + 0.03 * feh + rng.normal(0, 0.03, n)
    x = np.stack([ug, gr, ug - gr], 1)
    return ((x - x.mean(0)) / x.std(0)).astype(np.float32), feh.astype(np.float32)


def main():
    x, y = photometric_metallicities()
    params, state = net.init(jax.random.PRNGKey(0), x[:2], is_training=True)
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, len(x), 64):
            params, state, opt_state, l = warm_step(params, state, opt_state, x[s:s + 64], y[s:s + 64])
        print(f"epoch {epoch}: mse {float(l):.4f} dex^2")


if __name__ == "__main__":
    main()
