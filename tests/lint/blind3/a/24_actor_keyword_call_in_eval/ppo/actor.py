import jax
import jax.numpy as jnp


def init_actor(key, obs_dim, n_actions):
    return {"w": jax.random.normal(key, (obs_dim, n_actions)) * 0.1, "b": jnp.zeros(n_actions)}


@jax.jit
def sample_action(params, obs, key):
    logits = obs @ params["w"] + params["b"]
    action = jax.random.categorical(key, logits)
    logp = jax.nn.log_softmax(logits)[action]
    return action, logp
