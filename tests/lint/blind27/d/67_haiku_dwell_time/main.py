import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import net

opt = optax.adam(3e-3)


@jax.jit
def dwell_update(params, opt_state, key, x, y):
    def loss(p):
        return jnp.mean((net.apply(p, key, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 6)).astype(np.float32)
    y = (3 + x[:, 0] - 0.5 * x[:, 4]).astype(np.float32)
    key = jax.random.PRNGKey(42)
    key, init_key = jax.random.split(key)
    params = net.init(init_key, x[:1])
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 192, 48):
            key, sub = jax.random.split(key)
            params, opt_state, l = dwell_update(params, opt_state, sub, x[i:i + 48], y[i:i + 48])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
