import jax
import jax.numpy as jnp


def init_policy(key, obs_dim=4, hidden=16, n_actions=2):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (obs_dim, hidden)),
            "w2": 0.1 * jax.random.normal(k2, (hidden, n_actions))}


def logits_fn(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


@jax.jit
def discounted_returns(rewards, gamma):
    def back(carry, r):
        carry = r + gamma * carry
        return carry, carry

    _, rets = jax.lax.scan(back, 0.0, rewards, reverse=True)
    return (rets - rets.mean()) / (rets.std() + 1e-6)


@jax.jit
def policy_gradient_step(params, obs, actions, returns):
    def loss_fn(p):
        logp = jax.nn.log_softmax(logits_fn(p, obs))
        return -jnp.mean(jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0] * returns)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss
