import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import net

opt = optax.adam(3e-3)


@jax.jit
def hotbox_step(params, state, opt_state, x, y):
    def loss(p):
        pred, new_state = net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state
    (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, l


@jax.jit
def eval_hotbox(params, state, x, y):
    pred, _ = net.apply(params, state, x, False)
    return jnp.mean(jnp.abs(pred - y))


def main():
    rng = np.random.default_rng(0)
    # ambient temp, speed, axle load, bearing age, previous reading
    x = rng.normal(size=(320, 5)).astype(np.float32)
    y = (x[:, 1] * 4 + x[:, 4] * 2 + 30).astype(np.float32)
    params, state = net.init(jax.random.PRNGKey(0), x[:8], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 256, 64):
            params, state, opt_state, l = hotbox_step(params, state, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(l), float(eval_hotbox(params, state, x[256:], y[256:])))


if __name__ == "__main__":
    main()
