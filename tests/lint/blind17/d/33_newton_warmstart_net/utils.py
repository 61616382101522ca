def sgd_update(params, grads, lr):
    return [(w - lr * gw, b - lr * gb) for (w, b), (gw, gb) in zip(params, grads)]


def clip_by_norm(grads, max_norm):
    import jax.numpy as jnp

    total = jnp.sqrt(sum(jnp.sum(gw ** 2) + jnp.sum(gb ** 2) for gw, gb in grads))
    scale = jnp.minimum(1.0, max_norm / (total + 1e-12))
    return [(gw * scale, gb * scale) for gw, gb in grads]
