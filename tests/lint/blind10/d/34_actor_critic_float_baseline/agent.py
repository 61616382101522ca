import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, num_actions):
    return {"w": 0.1 * jax.random.normal(key, (obs_dim, num_actions)), "b": jnp.zeros(num_actions)}


@jax.jit
def policy_gradient_step(params, obs, actions, returns, baseline, lr=0.05):
    advantages = returns - baseline

    def loss_fn(p):
        logp = jax.nn.log_softmax(obs @ p["w"] + p["b"])
        chosen = jnp.take_along_axis(logp, actions[:, None], 1)[:, 0]
        return -jnp.mean(chosen * advantages)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
