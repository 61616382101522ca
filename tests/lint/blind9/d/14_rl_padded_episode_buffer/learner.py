import jax
import jax.numpy as jnp


@jax.jit
def masked_returns(rewards, mask, gamma):
    def back(carry, xs):
        r, m = xs
        carry = (r + gamma * carry) * m
        return carry, carry

    _, rets = jax.lax.scan(back, jnp.float32(0.0), (rewards, mask), reverse=True)
    n = mask.sum()
    mean = jnp.sum(rets * mask) / n
    std = jnp.sqrt(jnp.sum(((rets - mean) * mask) ** 2) / n)
    return (rets - mean) / (std + 1e-6) * mask


@jax.jit
def reinforce_step(logits_table, traj, returns):
    def loss_fn(table):
        state_idx = jnp.argmax(traj.obs, axis=-1)
        logp = jax.nn.log_softmax(table[state_idx])
        chosen = jnp.take_along_axis(logp, traj.actions[:, None], axis=1)[:, 0]
        return -jnp.sum(chosen * returns * traj.mask) / traj.mask.sum()

    loss, g = jax.value_and_grad(loss_fn)(logits_table)
    return logits_table - 0.5 * g, loss
