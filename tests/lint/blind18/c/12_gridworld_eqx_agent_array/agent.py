import equinox as eqx
import jax
import jax.numpy as jnp


class QAgent(eqx.Module):
    net: eqx.nn.MLP
    epsilon: jax.Array
    num_actions: int = eqx.field(static=True)

    def __init__(self, obs_dim, num_actions, key, epsilon=1.0):
        self.net = eqx.nn.MLP(obs_dim, num_actions, width_size=32, depth=2, key=key)
        self.epsilon = jnp.asarray(epsilon, dtype=jnp.float32)
        self.num_actions = num_actions

    def decayed(self, rate=0.8, floor=0.05):
        return eqx.tree_at(lambda a: a.epsilon, self, jnp.maximum(self.epsilon * rate, floor))


@eqx.filter_jit
def act_batch(agent, obs, key):
    q = jax.vmap(agent.net)(obs)
    greedy = jnp.argmax(q, axis=-1)
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, greedy.shape) < agent.epsilon
    random_a = jax.random.randint(k2, greedy.shape, 0, agent.num_actions)
    return jnp.where(explore, random_a, greedy)
