import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, n_actions):
    k1, k2 = jax.random.split(key)
    return {
        "w": jax.random.normal(k1, (obs_dim, n_actions)) * 0.1,
        "b": jnp.zeros((n_actions,)),
    }


def policy_logits(params, obs):
    return obs @ params["w"] + params["b"]


def reinforce_loss(params, obs, actions, returns):
    logp = jax.nn.log_softmax(policy_logits(params, obs))
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    return -jnp.mean(chosen * returns)


def make_update_fn(lr):
    def update(params, obs, actions, returns, lr_scale):
        grads = jax.grad(reinforce_loss)(params, obs, actions, returns)
        return jax.tree_util.tree_map(lambda p, g: p - lr * lr_scale * g, params, grads)

    return jax.jit(update)
