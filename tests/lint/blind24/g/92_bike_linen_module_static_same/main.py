from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax


class DockFull(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(self.hidden)(x)))[:, 0]


def build_model(cfg):
    return DockFull(hidden=cfg["hidden"])


tx = optax.sgd(0.1)


@partial(jax.jit, static_argnames=("net",))
def logistic_step(net, params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    cfg = {"hidden": 32}
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(200, 6)), jnp.float32)
    y = jnp.asarray((np.asarray(x)[:, 0] > 0.3).astype(np.float32))
    params = build_model(cfg).init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for step in range(20):
        params, opt_state, l = logistic_step(build_model(cfg), params, opt_state, x, y)
    print(float(l))


if __name__ == "__main__":
    main()
