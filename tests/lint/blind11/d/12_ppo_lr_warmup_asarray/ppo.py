import jax
import jax.numpy as jnp

CLIP_EPS = 0.2


def policy_logits(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


def ppo_loss(params, obs, actions, old_logp, advantages):
    logp = jax.nn.log_softmax(policy_logits(params, obs))
    logp = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    ratio = jnp.exp(logp - old_logp)
    clipped = jnp.clip(ratio, 1 - CLIP_EPS, 1 + CLIP_EPS)
    return -jnp.mean(jnp.minimum(ratio * advantages, clipped * advantages))


@jax.jit
def ppo_update(params, obs, actions, old_logp, advantages, lr_scale):
    loss, grads = jax.value_and_grad(ppo_loss)(params, obs, actions, old_logp, advantages)
    params = jax.tree_util.tree_map(lambda p, g: p - 3e-3 * lr_scale * g, params, grads)
    return params, loss
