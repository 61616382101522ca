import functools

import jax
import jax.numpy as jnp
import numpy as np

from activations import get_activation


@functools.partial(jax.jit, static_argnames=("act",))
def loss_and_grad(params, x, y, act):
    def loss(p):
        h = act(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    return jax.value_and_grad(loss)(params)


def run(act_name, x, y, steps=4):
    key = jax.random.PRNGKey(0)
    params = {"w1": 0.1 * jax.random.normal(key, (x.shape[1], 16)),
              "w2": jnp.zeros((16,), jnp.float32)}
    for _ in range(steps):
        loss, g = loss_and_grad(params, x, y, act=get_activation(act_name))
        params = jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 10)), jnp.float32)  # radial-basis features
    y = jnp.asarray(np.tanh(x[:, 0] - x[:, 1]), jnp.float32)
    for name in ["ssp", "leaky", "silu"]:
        print(name, run(name, x, y))


if __name__ == "__main__":
    main()
