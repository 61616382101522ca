import jax
import jax.numpy as jnp


def jitter_views(key, x, n_views):
    noise = jax.random.normal(key, (n_views,) + x.shape) * 0.05
    return x[None] + noise


@jax.jit
def multiview_loss_and_grad(w, views):
    def loss(w):
        z = jnp.tanh(views @ w)
        z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
        center = z.mean(0, keepdims=True)
        return jnp.sum((z - center) ** 2) / views.shape[0]

    return jax.value_and_grad(loss)(w)
