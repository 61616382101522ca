import jax
import jax.numpy as jnp


@jax.jit
def collar_step(W, x, y, key, aug):
    x = x + aug.jitter * jax.random.normal(key, x.shape)
    target = jax.nn.one_hot(y, aug.n_classes) * (1 - aug.label_smooth) + aug.label_smooth / aug.n_classes

    def loss(W):
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(x @ W) * target, -1))
    l, g = jax.value_and_grad(loss)(W)
    return W - 0.1 * g, l
