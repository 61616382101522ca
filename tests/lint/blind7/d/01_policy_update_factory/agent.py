import jax
import jax.numpy as jnp


def policy_logits(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"]


def init_policy(key, obs_dim, n_actions, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.1 * jax.random.normal(k1, (obs_dim, hidden)),
        "b1": jnp.zeros(hidden),
        "w2": 0.1 * jax.random.normal(k2, (hidden, n_actions)),
    }


def make_reinforce_update(lr, gamma=0.99):
    def reinforce_loss(params, obs, actions, returns):
        logp = jax.nn.log_softmax(policy_logits(params, obs))
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.mean(chosen * returns)

    def reinforce_update(params, obs, actions, returns):
        grads = jax.grad(reinforce_loss)(params, obs, actions, returns)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)

    return jax.jit(reinforce_update)
