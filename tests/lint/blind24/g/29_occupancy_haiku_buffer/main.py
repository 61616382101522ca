import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffer import RecentTrips
from net import occupancy

opt = optax.adam(3e-3)


@jax.jit
def refit(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((occupancy.apply(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def arriving_trips(rng, n=16):
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = 1 / (1 + np.exp(-(x[:, 0] + 0.5 * x[:, 2])))
    return list(x), list(y)


def main():
    rng = np.random.default_rng(0)
    buf = RecentTrips(capacity=64)
    params = occupancy.init(jax.random.PRNGKey(0), jnp.zeros((1, 5)))
    opt_state = opt.init(params)
    for minute in range(10):
        buf.push(*arriving_trips(rng))
        x, y = buf.arrays()
        for _ in range(3):
            params, opt_state, l = refit(params, opt_state, x, y)
        print(minute, len(y), float(l))


if __name__ == "__main__":
    main()
