import jax
import jax.numpy as jnp


def init_critic(key, obs_dim, act_dim, hidden=64):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim + act_dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden,)) * 0.1}


def q_value(params, obs, act):
    return jnp.tanh(jnp.concatenate([obs, act], -1) @ params["w1"]) @ params["w2"]


@jax.jit
def critic_update(params, target_params, batch, lr=3e-3, gamma=0.99, tau=0.05):
    next_act = jnp.tanh(batch["next_obs"][:, :1])
    target = batch["rew"] + gamma * q_value(target_params, batch["next_obs"], next_act)

    def loss_fn(p):
        return jnp.mean((q_value(p, batch["obs"], batch["act"]) - jax.lax.stop_gradient(target)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    target_params = jax.tree_util.tree_map(lambda t, p: (1 - tau) * t + tau * p, target_params, params)
    return params, target_params, loss
