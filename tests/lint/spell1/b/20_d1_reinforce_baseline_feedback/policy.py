import jax
import jax.numpy as jnp


def log_prob(params, obs, actions):
    logits = obs @ params
    return jnp.sum(jax.nn.log_softmax(logits)[jnp.arange(actions.shape[0]), actions])


@jax.jit
def reinforce_update(params, obs, actions, ret, baseline, lr=0.05):
    advantage = ret - baseline
    grads = jax.grad(log_prob)(params, obs, actions)
    return params + lr * advantage * grads
