import haiku as hk
import jax
import jax.numpy as jnp
import optax


def ibu_net(x):
    # alpha acids %, boil minutes, gravity, hop g/L -> IBU
    return hk.nets.MLP([16, 1])(x)[:, 0]


ibu = hk.without_apply_rng(hk.transform(ibu_net))
opt = optax.adam(1e-2)


@jax.jit
def ibu_online_update(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((ibu.apply(p, x) - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
