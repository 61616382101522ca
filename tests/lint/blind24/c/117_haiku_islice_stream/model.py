import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _net(x):
    return hk.nets.MLP([16, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(_net))
opt = optax.adam(1e-2)


@jax.jit
def badge_anomaly_update(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l
