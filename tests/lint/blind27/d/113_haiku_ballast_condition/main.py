from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from cli import parse


def ballast_net(x, is_training):
    h = jax.nn.relu(hk.Linear(16)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.1, h)
    return hk.Linear(1)(h).squeeze(-1)


net = hk.transform(ballast_net)


@partial(jax.jit, static_argnames=("is_training",))
def ballast_forward(params, key, x, y, is_training):
    def loss(p):
        return jnp.mean((net.apply(p, key, x, is_training) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), l


def main():
    args = parse([])
    rng = np.random.default_rng(0)
    # sleeper spacing, fouling index, moisture, GPR void ratio
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x[:, 1] * 0.8 + x[:, 3] * 0.3).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = net.init(key, x[:1], True)
    for _ in range(args.steps):
        key, sub = jax.random.split(key)
        params, l = ballast_forward(params, sub, x, y, is_training=True)
    for _ in range(args.steps):
        key, sub = jax.random.split(key)
        params, l = ballast_forward(params, sub, x, y, is_training=args.train)
    print(float(l))


if __name__ == "__main__":
    main()
