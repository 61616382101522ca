import haiku as hk
import jax
import jax.numpy as jnp


def lid_net(x, drop_rate):
    h = jax.nn.relu(hk.Linear(48)(x))
    h = hk.dropout(hk.next_rng_key(), drop_rate, h)
    return hk.Linear(6)(h)


net = hk.transform(lid_net)


def nll(params, rng, x, y, drop_rate):
    logp = jax.nn.log_softmax(net.apply(params, rng, x, drop_rate))
    return -jnp.take_along_axis(logp, y[:, None], 1).mean()


@jax.jit
def lid_eval(params, rng, x, y, drop_rate):
    return nll(params, rng, x, y, drop_rate)


@jax.jit
def lid_update(params, rng, x, y, drop_rate):
    g = jax.grad(nll)(params, rng, x, y, drop_rate)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
