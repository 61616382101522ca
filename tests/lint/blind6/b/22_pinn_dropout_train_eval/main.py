from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import SolutionNet

net = SolutionNet()


@partial(jax.jit, static_argnames=("train",))
def data_loss(params, x, y, key, train):
    pred = net.apply(params, x, train=train, rngs={"dropout": key})
    return jnp.mean((pred - y) ** 2)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jnp.linspace(-1, 1, 64)[:, None]
    y = jnp.exp(-3 * x[:, 0]) * jnp.cos(6 * x[:, 0])
    params = net.init(key, x, train=False)
    opt = optax.adam(3e-3)
    opt_state = opt.init(params)
    grad_fn = jax.grad(data_loss)
    for epoch in range(4):
        key, sub = jax.random.split(key)
        for train in (True, False):
            loss = data_loss(params, x, y, sub, train=train)
            print(f"epoch {epoch} {'train' if train else 'eval '} loss {float(loss):.4f}")
        g = grad_fn(params, x, y, sub, train=True)
        updates, opt_state = opt.update(g, opt_state)
        params = optax.apply_updates(params, updates)
