import haiku as hk
import jax
import jax.numpy as jnp


def lid_net(x):
    h = jax.nn.relu(hk.Linear(48)(x))
    key = hk.maybe_next_rng_key()
    if key is not None:
        h = hk.dropout(key, 0.3, h)
    return hk.Linear(6)(h)


net = hk.transform(lid_net)


def nll(params, rng, x, y):
    logp = jax.nn.log_softmax(net.apply(params, rng, x))
    return -jnp.take_along_axis(logp, y[:, None], 1).mean()


@jax.jit
def lid_loss(params, rng, x, y):
    return nll(params, rng, x, y)


@jax.jit
def lid_sgd(params, rng, x, y):
    g = jax.grad(nll)(params, rng, x, y)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
