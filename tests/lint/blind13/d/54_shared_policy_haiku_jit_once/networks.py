import haiku as hk
import jax
import jax.numpy as jnp


def _q_network(obs, agent_onehot):
    x = jnp.concatenate([obs, agent_onehot], axis=-1)
    return hk.nets.MLP([32, 2])(x)


q_network = hk.without_apply_rng(hk.transform(_q_network))


def td_loss(params, obs, agent_onehot, actions, targets):
    q = q_network.apply(params, obs, agent_onehot)
    q_sa = jnp.take_along_axis(q, actions[:, None], axis=1)[:, 0]
    return jnp.mean((q_sa - targets) ** 2)
