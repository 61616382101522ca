import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _fwd(x):
    return hk.nets.MLP([32, 32, 1], activation=jax.nn.swish)(x)[:, 0]


net = hk.without_apply_rng(hk.transform(_fwd))
opt = optax.adamw(2e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def evaluate(params, x, y):
    return jnp.sum((net.apply(params, x) - y) ** 2)
