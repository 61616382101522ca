import equinox as eqx
import jax
import jax.numpy as jnp


class QAgent(eqx.Module):
    q_net: eqx.nn.MLP
    target_net: eqx.nn.MLP
    num_updates: jax.Array
    target_period: int = 4

    @classmethod
    def create(cls, key, obs_dim, n_actions):
        net = eqx.nn.MLP(obs_dim, n_actions, width_size=32, depth=2, key=key)
        return cls(q_net=net, target_net=net, num_updates=jnp.zeros((), jnp.int32))

    def td_loss(self, q_net, batch, gamma=0.99):
        obs, actions, rewards, next_obs, dones = batch
        q = jax.vmap(q_net)(obs)
        q_sa = jnp.take_along_axis(q, actions[:, None], axis=1)[:, 0]
        q_next = jax.vmap(self.target_net)(next_obs).max(axis=1)
        target = rewards + gamma * (1.0 - dones) * jax.lax.stop_gradient(q_next)
        return jnp.mean((q_sa - target) ** 2)


@eqx.filter_jit
def learn(agent: QAgent, batch, lr=1e-2):
    loss, grads = eqx.filter_value_and_grad(agent.td_loss)(agent.q_net, batch)
    q_net = eqx.apply_updates(agent.q_net, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    sync = (agent.num_updates + 1) % agent.target_period == 0
    q_params, static = eqx.partition(q_net, eqx.is_array)
    t_params, _ = eqx.partition(agent.target_net, eqx.is_array)
    target = eqx.combine(
        jax.tree_util.tree_map(lambda t, q: jnp.where(sync, q, t), t_params, q_params), static)
    agent = eqx.tree_at(lambda a: (a.q_net, a.target_net, a.num_updates), agent,
                        (q_net, target, agent.num_updates + 1))
    return agent, loss
