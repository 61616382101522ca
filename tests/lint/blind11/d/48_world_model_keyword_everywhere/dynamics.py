import jax
import jax.numpy as jnp


def init_dynamics(key, obs_dim, act_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim + act_dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, obs_dim + 1)) * 0.1}


@jax.jit
def imagine(params, obs, actions):
    """Roll the learned model forward along an action sequence; returns predicted rewards."""
    def step(o, a):
        h = jnp.tanh(jnp.concatenate([o, a], -1) @ params["w1"])
        out = h @ params["w2"]
        return o + out[..., :-1], out[..., -1]
    _, rewards = jax.lax.scan(step, obs, actions)
    return rewards.sum(0)


@jax.jit
def model_loss_step(params, obs, actions, next_obs, rewards):
    def loss_fn(p):
        h = jnp.tanh(jnp.concatenate([obs, actions], -1) @ p["w1"])
        out = h @ p["w2"]
        return jnp.mean((obs + out[:, :-1] - next_obs) ** 2) + jnp.mean((out[:, -1] - rewards) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss
