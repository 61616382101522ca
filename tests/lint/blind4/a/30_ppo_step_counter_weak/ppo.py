import jax
import jax.numpy as jnp


@jax.jit
def clipped_policy_update(theta, obs, actions, advantages, old_logp, global_step):
    clip = 0.2 * jnp.maximum(0.25, 1.0 - global_step / 100.0)

    def loss_fn(th):
        logits = obs @ th
        logp = jax.nn.log_softmax(logits)
        logp_a = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        ratio = jnp.exp(logp_a - old_logp)
        return -jnp.minimum(ratio * advantages,
                            jnp.clip(ratio, 1 - clip, 1 + clip) * advantages).mean()

    g = jax.grad(loss_fn)(theta)
    return theta - 0.05 * g, global_step + 1
