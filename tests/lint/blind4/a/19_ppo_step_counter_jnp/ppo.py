import jax
import jax.numpy as jnp


@jax.jit
def clipped_policy_update(theta, obs, actions, advantages, old_logp, env_steps):
    clip = 0.2 * jnp.maximum(0.25, 1.0 - env_steps / 100.0)

    def loss_fn(th):
        logits = obs @ th
        logp = jax.nn.log_softmax(logits)
        logp_a = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        ratio = jnp.exp(logp_a - old_logp)
        return -jnp.minimum(ratio * advantages,
                            jnp.clip(ratio, 1 - clip, 1 + clip) * advantages).mean()

    g = jax.grad(loss_fn)(theta)
    valid = advantages != 0
    return theta - 0.05 * g, env_steps + valid.sum()
