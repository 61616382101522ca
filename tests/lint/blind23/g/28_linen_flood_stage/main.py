from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import FloodStageNet

net = FloodStageNet()
tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("train",))
def stage_loss(params, x, y, key, train):
    pred = net.apply(params, x, train=train, rngs={"dropout": key})
    return jnp.mean((pred - y) ** 2)


@jax.jit
def fit_epoch(params, opt_state, x, y, key):
    l, g = jax.value_and_grad(stage_loss)(params, x, y, key, train=True)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


def make_data(rng, n):
    upstream = rng.gamma(2.0, 50.0, size=(n, 6)).astype(np.float32)
    stage = (0.8 * np.log1p(upstream).mean(axis=1) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return upstream / 100.0, stage


def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(rng, 128)
    xva, yva = make_data(rng, 128)
    key = jax.random.PRNGKey(1)
    params = net.init({"params": key}, xtr[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, l = fit_epoch(params, opt_state, xtr, ytr, sub)
        val = stage_loss(params, xva, yva, sub, train=False)
        print(f"epoch {epoch}: train {float(l):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
