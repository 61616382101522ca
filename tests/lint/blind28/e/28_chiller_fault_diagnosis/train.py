import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


def logits_fn(params, x):
    h = jnp.tanh(x @ params["W1"] + params["b1"])
    return h @ params["W2"] + params["b2"]


@jax.jit
def weighted_step(params, opt_state, x, y, w):
    def loss(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y)
        return (ce * w).sum() / w.sum()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def fit(params, batcher, epochs):
    opt_state = tx.init(params)
    for epoch in range(epochs):
        for xb, yb, wb in batcher:
            params, opt_state, l = weighted_step(params, opt_state, xb, yb, wb)
        print(epoch, float(l))
    return params
