import equinox as eqx
import jax
import jax.numpy as jnp


class GaussianPolicy(eqx.Module):
    net: eqx.nn.MLP
    log_std: jax.Array
    num_updates: jax.Array

    def __init__(self, obs_dim, act_dim, key):
        self.net = eqx.nn.MLP(obs_dim, act_dim, 32, depth=2, key=key)
        self.log_std = jnp.full((act_dim,), -0.5)
        self.num_updates = jnp.zeros((), jnp.int32)

    def __call__(self, obs):
        return self.net(obs), jnp.exp(self.log_std)


def log_prob(policy, obs, act):
    mean, std = jax.vmap(policy)(obs)
    return (-0.5 * ((act - mean) / std) ** 2 - jnp.log(std)).sum(-1)


@eqx.filter_jit
def reinforce_update(policy, obs, act, adv, lr):
    def loss_fn(p):
        return -(log_prob(p, obs, act) * adv).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    policy = eqx.apply_updates(policy, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    policy = eqx.tree_at(lambda p: p.num_updates, policy, policy.num_updates + 1)
    return policy, loss


@eqx.filter_jit
def sample_action(policy, obs, key):
    mean, std = policy(obs)
    return mean + std * jax.random.normal(key, mean.shape)
