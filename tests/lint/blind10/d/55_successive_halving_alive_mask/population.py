import jax
import jax.numpy as jnp


def init_member(key, obs_dim, num_actions):
    return {"w": 0.1 * jax.random.normal(key, (obs_dim, num_actions)), "b": jnp.zeros(num_actions)}


def member_loss(params, obs, targets):
    logits = obs @ params["w"] + params["b"]
    return -jnp.mean(jnp.sum(jax.nn.one_hot(targets, logits.shape[-1]) * jax.nn.log_softmax(logits), -1))


def member_update(params, lr, obs, targets):
    loss, grads = jax.value_and_grad(member_loss)(params, obs, targets)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


@jax.jit
def population_update(pop_params, lrs, obs, targets):
    return jax.vmap(member_update, in_axes=(0, 0, None, None))(pop_params, lrs, obs, targets)
