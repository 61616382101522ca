import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


def features(x, m):
    e = (x ** 2) * m
    n = m.sum(axis=1)
    return jnp.stack([e.sum(1) / n, jnp.max(jnp.abs(x) * m, axis=1), jnp.log(n)], axis=1)


@jax.jit
def lp_vt_step(w, state, x, m, y):
    def loss(w):
        logits = features(x, m) @ w[:3] + w[3]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    l, g = jax.value_and_grad(loss)(w)
    u, state = opt.update(g, state)
    return optax.apply_updates(w, u), state, l
