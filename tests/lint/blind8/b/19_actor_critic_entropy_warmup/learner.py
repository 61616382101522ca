import jax
import jax.numpy as jnp


def init_actor_critic(key, obs_dim, n_actions, hidden=32):
    ks = jax.random.split(key, 3)
    return {
        "body": jax.random.normal(ks[0], (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "actor": jax.random.normal(ks[1], (hidden, n_actions)) * 0.01,
        "critic": jax.random.normal(ks[2], (hidden, 1)) * 0.01,
    }


@jax.jit
def actor_critic_step(params, obs, actions, rewards, next_obs, dones, entropy_scale):
    def loss_fn(p):
        h = jax.nn.relu(obs @ p["body"])
        logits = h @ p["actor"]
        v = (h @ p["critic"])[:, 0]
        v_next = (jax.nn.relu(next_obs @ p["body"]) @ p["critic"])[:, 0]
        td_target = rewards + 0.99 * (1.0 - dones) * jax.lax.stop_gradient(v_next)
        adv = jax.lax.stop_gradient(td_target - v)
        logp = jax.nn.log_softmax(logits)
        pg = -(jnp.take_along_axis(logp, actions[:, None], 1)[:, 0] * adv).mean()
        entropy = -(jnp.exp(logp) * logp).sum(-1).mean()
        return pg + 0.5 * ((td_target - v) ** 2).mean() - 0.01 * entropy_scale * entropy

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 1e-2 * d, params, g), loss
