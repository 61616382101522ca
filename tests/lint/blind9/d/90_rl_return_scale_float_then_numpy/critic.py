import jax
import jax.numpy as jnp


@jax.jit
def td0_update(w, features, rewards, next_features, reward_scale):
    def loss_fn(w):
        v = features @ w
        target = rewards * reward_scale + 0.99 * jax.lax.stop_gradient(next_features @ w)
        return jnp.mean((v - target) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss
