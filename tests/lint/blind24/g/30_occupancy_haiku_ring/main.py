import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ring import RingBuffer


def load_factor(x):
    return jax.nn.sigmoid(hk.nets.MLP([24, 1])(x))[:, 0]


net = hk.without_apply_rng(hk.transform(load_factor))
opt = optax.adam(3e-3)


@jax.jit
def masked_refit(params, opt_state, x, y, valid):
    def loss(p):
        return jnp.sum(valid * (net.apply(p, x) - y) ** 2) / jnp.maximum(valid.sum(), 1.0)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    buf = RingBuffer(64, 5)
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 5)))
    opt_state = opt.init(params)
    for minute in range(10):
        xs = rng.normal(size=(int(rng.integers(5, 20)), 5)).astype(np.float32)
        ys = 1 / (1 + np.exp(-(xs[:, 0] + 0.5 * xs[:, 2])))
        buf.push(xs, ys)
        for _ in range(3):
            params, opt_state, l = masked_refit(params, opt_state, buf.x, buf.y, buf.valid)
        print(minute, int(buf.valid.sum()), float(l))


if __name__ == "__main__":
    main()
