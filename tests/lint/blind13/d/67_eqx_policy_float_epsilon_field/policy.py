import equinox as eqx
import jax
import jax.numpy as jnp


class EpsGreedyQ(eqx.Module):
    q_net: eqx.nn.MLP
    epsilon: float
    n_actions: int = eqx.field(static=True)

    def __init__(self, obs_dim, n_actions, epsilon, key):
        self.q_net = eqx.nn.MLP(obs_dim, n_actions, 32, 1, key=key)
        self.epsilon = epsilon
        self.n_actions = n_actions

    def with_epsilon(self, epsilon):
        return eqx.tree_at(lambda p: p.epsilon, self, epsilon)


@eqx.filter_jit
def act_batch(policy, obs, key):
    q = jax.vmap(policy.q_net)(obs)
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, (obs.shape[0],)) < policy.epsilon
    random_a = jax.random.randint(k2, (obs.shape[0],), 0, policy.n_actions)
    return jnp.where(explore, random_a, jnp.argmax(q, -1))
