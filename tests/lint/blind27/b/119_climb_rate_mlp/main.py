from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from config import CONFIG


def init(key, sizes, d_in=4):
    params = []
    for n in list(sizes) + [1]:
        key, sub = jax.random.split(key)
        params.append(jax.random.normal(sub, (d_in, n)) * 0.3)
        d_in = n
    return params


@partial(jax.jit, static_argnames=("layers",))
def vertical_profile_step(params, x, y, layers):
    def loss(ps):
        h = x
        for W in ps[:len(layers)]:
            h = jnp.tanh(h @ W)
        return jnp.mean(((h @ ps[-1])[:, 0] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return [p - 0.05 * gp for p, gp in zip(params, g)], l


rng = np.random.default_rng(119)
# rate of climb from altitude, mass, speed, temperature
X = rng.normal(size=(192, 4)).astype(np.float32)
y = np.tanh(X[:, 0] - 0.5 * X[:, 1]).astype(np.float32)
params = init(jax.random.PRNGKey(0), CONFIG["layers"])
for epoch in range(CONFIG["epochs"]):
    for i in range(0, 192, 64):
        params, l = vertical_profile_step(params, X[i:i + 64], y[i:i + 64], layers=tuple(CONFIG["layers"]))
    print(epoch, float(l))
