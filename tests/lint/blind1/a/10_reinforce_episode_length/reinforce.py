import jax
import jax.numpy as jnp


def init_params(key, obs_dim, num_actions=2):
    return {"w": 0.01 * jax.random.normal(key, (obs_dim, num_actions)), "b": jnp.zeros(num_actions)}


def policy_logits(params, obs):
    return obs @ params["w"] + params["b"]


def discounted_returns(rewards, gamma):
    def body(carry, r):
        carry = r + gamma * carry
        return carry, carry

    _, rets = jax.lax.scan(body, 0.0, rewards, reverse=True)
    return rets


@jax.jit
def reinforce_grad(params, observations, actions, rewards):
    returns = discounted_returns(rewards, 0.99)

    def surrogate(p):
        logp = jax.nn.log_softmax(policy_logits(p, observations))
        logp_a = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -(logp_a * returns).sum()

    return jax.grad(surrogate)(params)
