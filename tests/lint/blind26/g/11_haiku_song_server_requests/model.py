import haiku as hk
import jax
import jax.numpy as jnp


def _forward(frames):
    net = hk.Sequential([hk.Linear(64), jax.nn.relu, hk.Linear(32), jax.nn.relu, hk.Linear(10)])
    return net(frames)


forward = hk.without_apply_rng(hk.transform(_forward))


def init_params(n_mels=40):
    return forward.init(jax.random.PRNGKey(0), jnp.zeros((1, n_mels)))
