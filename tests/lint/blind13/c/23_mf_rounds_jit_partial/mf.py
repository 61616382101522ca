import jax
import jax.numpy as jnp


def sgd_epoch(user_f, item_f, users, items, ratings, lr, reg):
    def loss(uf, itf):
        pred = jnp.sum(uf[users] * itf[items], axis=1)
        err = jnp.mean((pred - ratings) ** 2)
        return err + reg * (jnp.mean(uf ** 2) + jnp.mean(itf ** 2))

    value, (gu, gi) = jax.value_and_grad(loss, argnums=(0, 1))(user_f, item_f)
    return user_f - lr * gu, item_f - lr * gi, value
