import equinox as eqx
import jax
import jax.numpy as jnp


class ActorCritic(eqx.Module):
    torso: eqx.nn.MLP
    policy_head: eqx.nn.Linear
    value_head: eqx.nn.Linear
    updates: int = 0

    def __init__(self, obs_dim, n_actions, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.torso = eqx.nn.MLP(obs_dim, 32, 32, depth=1, key=k1)
        self.policy_head = eqx.nn.Linear(32, n_actions, key=k2)
        self.value_head = eqx.nn.Linear(32, 1, key=k3)
        self.updates = 0

    def __call__(self, obs):
        h = jax.nn.relu(self.torso(obs))
        return self.policy_head(h), self.value_head(h)[0]


def a2c_loss(model, obs, actions, returns):
    logits, values = jax.vmap(model)(obs)
    adv = returns - values
    logp = jax.nn.log_softmax(logits)[jnp.arange(actions.shape[0]), actions]
    return -(logp * jax.lax.stop_gradient(adv)).mean() + 0.5 * (adv ** 2).mean()


@eqx.filter_jit
def a2c_update(model, obs, actions, returns, lr):
    loss, grads = eqx.filter_value_and_grad(a2c_loss)(model, obs, actions, returns)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss


def apply_update(model, batch, lr=1e-2):
    model, loss = a2c_update(model, *batch, lr)
    model = eqx.tree_at(lambda m: m.updates, model, model.updates + 1)
    return model, loss
