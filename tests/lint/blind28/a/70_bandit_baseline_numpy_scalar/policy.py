import jax
import jax.numpy as jnp

PRICE_LEVELS = jnp.array([99.0, 119.0, 139.0, 159.0, 179.0])


@jax.jit
def reinforce_update(logits, actions, rewards, baseline, lr):
    def surrogate(l):
        logp = jax.nn.log_softmax(l)[actions]
        return -jnp.mean(logp * (rewards - baseline))
    return logits - lr * jax.grad(surrogate)(logits)
