from functools import partial

import jax
import jax.numpy as jnp


def inner_loss(x, A, b):
    return 0.5 * x @ A @ x - b @ x


def unrolled_loss(meta, A, b, n_unroll):
    lr, mom = jnp.exp(meta["log_lr"]), jax.nn.sigmoid(meta["mom_logit"])

    def step(carry, _):
        x, v = carry
        g = jax.grad(inner_loss)(x, A, b)
        v = mom * v - lr * g
        x = x + v
        return (x, v), inner_loss(x, A, b)

    _, losses = jax.lax.scan(step, (jnp.zeros_like(b), jnp.zeros_like(b)), None, length=n_unroll)
    return jnp.mean(losses)


@partial(jax.jit, static_argnums=(3,))
def meta_step(meta, A, b, n_unroll, meta_lr=0.05):
    value, g = jax.value_and_grad(unrolled_loss)(meta, A, b, n_unroll)
    g = jax.tree_util.tree_map(lambda t: jnp.clip(t, -1.0, 1.0), g)
    return jax.tree_util.tree_map(lambda p, t: p - meta_lr * t, meta, g), value
