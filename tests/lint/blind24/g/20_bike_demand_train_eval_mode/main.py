from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import HourlyDemand

net = HourlyDemand()
tx = optax.adam(1e-2)


@partial(jax.jit, static_argnames="train")
def loss_and_grad(params, x, y, key, train):
    def loss(p):
        pred = net.apply(p, x, train=train, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)
    return jax.value_and_grad(loss)(params)


@jax.jit
def apply_grads(params, opt_state, grads):
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 6)).astype(np.float32)
    y = (x[:, 0] * 3 - x[:, 1] + rng.normal(0, 0.1, 512)).astype(np.float32)
    xtr, ytr, xva, yva = x[:384], y[:384], x[384:], y[384:]
    key = jax.random.PRNGKey(0)
    params = net.init(key, xtr[:2], train=False)
    opt_state = tx.init(params)
    for epoch in range(5):
        for i in range(0, 384, 128):
            key, sub = jax.random.split(key)
            _, g = loss_and_grad(params, xtr[i:i + 128], ytr[i:i + 128], sub, train=True)
            params, opt_state = apply_grads(params, opt_state, g)
        val, _ = loss_and_grad(params, xva, yva, key, train=False)
        print(epoch, float(val))


if __name__ == "__main__":
    main()
