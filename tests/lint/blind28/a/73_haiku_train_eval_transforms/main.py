import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import train_net, eval_net

opt = optax.adam(3e-3)


@jax.jit
def spa_booking_step(params, state, opt_state, x, y):
    def loss(p):
        pred, new_state = train_net.apply(p, state, x)
        return optax.sigmoid_binary_cross_entropy(pred, y).mean(), new_state
    (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, l


@jax.jit
def spa_booking_eval(params, state, x, y):
    pred, _ = eval_net.apply(params, state, x)
    return jnp.mean((pred > 0) == (y > 0.5))


def guests(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).astype(np.float32)
    return x, y


def main():
    x, y = guests(1024, 0)
    xv, yv = guests(300, 1)
    params, state = train_net.init(jax.random.PRNGKey(0), x[:8])
    opt_state = opt.init(params)
    for epoch in range(4):
        for s in range(0, 1024, 128):
            params, state, opt_state, l = spa_booking_step(params, state, opt_state, x[s:s + 128], y[s:s + 128])
        print(epoch, float(l), float(spa_booking_eval(params, state, xv, yv)))


if __name__ == "__main__":
    main()
