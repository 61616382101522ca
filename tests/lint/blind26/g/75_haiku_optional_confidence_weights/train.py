import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _net(x):
    return hk.nets.MLP([32, 2])(x)


net = hk.without_apply_rng(hk.transform(_net))
opt = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, x, y, weights):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y)
        if weights is None:
            return ce.mean()
        return jnp.sum(ce * weights) / jnp.sum(weights)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
