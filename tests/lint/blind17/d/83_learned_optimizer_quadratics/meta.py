import jax
import jax.numpy as jnp

MAX_UNROLL = 20


def inner_loss(x, A, b):
    return 0.5 * x @ A @ x - b @ x


def unrolled_loss(meta, A, b, n_unroll):
    lr, mom = jnp.exp(meta["log_lr"]), jax.nn.sigmoid(meta["mom_logit"])

    def step(carry, t):
        x, v = carry
        g = jax.grad(inner_loss)(x, A, b)
        active = t < n_unroll
        v = jnp.where(active, mom * v - lr * g, v)
        x = jnp.where(active, x + v, x)
        return (x, v), jnp.where(active, inner_loss(x, A, b), 0.0)

    _, losses = jax.lax.scan(step, (jnp.zeros_like(b), jnp.zeros_like(b)), jnp.arange(MAX_UNROLL))
    return jnp.sum(losses) / n_unroll


@jax.jit
def meta_step(meta, A, b, n_unroll, meta_lr=0.05):
    value, g = jax.value_and_grad(unrolled_loss)(meta, A, b, n_unroll)
    g = jax.tree_util.tree_map(lambda t: jnp.clip(t, -1.0, 1.0), g)
    return jax.tree_util.tree_map(lambda p, t: p - meta_lr * t, meta, g), value
