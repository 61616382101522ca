import equinox as eqx
import jax
import jax.numpy as jnp


def leaky_relu(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_policy(key, obs_dim, act_dim):
    return eqx.nn.MLP(obs_dim, act_dim, 64, 2,
                      activation=leaky_relu,
                      final_activation=jnp.tanh, key=key)


@eqx.filter_jit
def batch_actions(policy, obs):
    return jax.vmap(policy)(obs)
