import equinox as eqx
import jax
import jax.numpy as jnp


class QNetwork(eqx.Module):
    layers: list

    def __init__(self, obs_dim, num_actions, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, 32, key=k1), eqx.nn.Linear(32, num_actions, key=k2)]

    def __call__(self, obs):
        x = jax.nn.relu(self.layers[0](obs))
        return self.layers[1](x)


class DQNLearner(eqx.Module):
    online: QNetwork
    target: QNetwork
    num_updates: jax.Array
    target_period: int = eqx.field(static=True, default=4)
    gamma: float = eqx.field(static=True, default=0.99)

    def td_loss(self, online, batch):
        obs, act, rew, next_obs, done = batch
        q = jax.vmap(online)(obs)
        q_sa = jnp.take_along_axis(q, act[:, None], axis=1)[:, 0]
        q_next = jax.vmap(self.target)(next_obs).max(-1)
        target = rew + self.gamma * (1.0 - done) * jax.lax.stop_gradient(q_next)
        return jnp.mean((q_sa - target) ** 2)


@eqx.filter_jit
def learner_update(learner, batch, lr=1e-3):
    loss, grads = eqx.filter_value_and_grad(learner.td_loss)(learner.online, batch)
    online = jax.tree_util.tree_map(lambda p, g: p - lr * g, learner.online, grads)
    sync = (learner.num_updates + 1) % learner.target_period == 0
    target = jax.tree_util.tree_map(
        lambda o, t: jnp.where(sync, o, t),
        eqx.filter(online, eqx.is_array), eqx.filter(learner.target, eqx.is_array))
    target = eqx.combine(target, learner.target)
    learner = eqx.tree_at(lambda l: (l.online, l.target), learner, (online, target))
    return learner, loss
