import jax
import jax.numpy as jnp


def discounted_returns(rewards, gamma):
    def back(carry, r):
        carry = r + gamma * carry
        return carry, carry

    _, out = jax.lax.scan(back, 0.0, rewards, reverse=True)
    return out


def logits_fn(params, obs):
    return obs @ params["w"] + params["b"]


@jax.jit
def reinforce_update(params, obs, actions, rewards, lr=0.1, gamma=0.97):
    returns = discounted_returns(rewards, gamma)
    returns = (returns - returns.mean()) / (returns.std() + 1e-6)

    def loss_fn(p):
        logit = logits_fn(p, obs)
        logp = jnp.where(actions == 1, jax.nn.log_sigmoid(logit), jax.nn.log_sigmoid(-logit))
        return -jnp.mean(logp * returns)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
