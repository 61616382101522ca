import equinox as eqx
import jax
import jax.numpy as jnp


class QNetwork(eqx.Module):
    layers: list

    def __init__(self, obs_dim, n_actions, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, 32, key=k1), eqx.nn.Linear(32, n_actions, key=k2)]

    def __call__(self, obs):
        return self.layers[1](jax.nn.relu(self.layers[0](obs)))


class IndependentLearner(eqx.Module):
    qnet: QNetwork
    target: QNetwork
    num_updates: int = 0
    target_period: int = eqx.field(static=True, default=4)

    def epsilon(self):
        return jnp.maximum(0.05, 1.0 - self.num_updates / 50.0)


@eqx.filter_jit
def td_update(learner, obs, actions, rewards, next_obs, lr):
    def loss_fn(qnet):
        q = jax.vmap(qnet)(obs)[jnp.arange(obs.shape[0]), actions]
        target_q = jnp.max(jax.vmap(learner.target)(next_obs), axis=-1)
        return jnp.mean((q - (rewards + 0.95 * target_q)) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(learner.qnet)
    qnet = jax.tree_util.tree_map(lambda p, g: p - lr * g, learner.qnet, grads)
    learner = eqx.tree_at(lambda l: l.qnet, learner, qnet)
    return eqx.tree_at(lambda l: l.num_updates, learner, learner.num_updates + 1), loss
