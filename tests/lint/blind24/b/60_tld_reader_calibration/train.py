import jax
import jax.numpy as jnp
import optax

from model import forward

tx = optax.adam(3e-3)


def fit_epoch(params, stats, opt_state, x, y, bs=32):
    for s in range(0, len(x), bs):
        xb, yb = x[s:s + bs], y[s:s + bs]

        def loss_fn(p):
            pred, new_stats = forward({"params": p, "batch_stats": stats}, xb, train=True)
            return jnp.mean((pred - yb) ** 2), new_stats
        (loss, stats), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        upd, opt_state = tx.update(g, opt_state)
        params = jax.tree_util.tree_map(lambda a, b: a + b, params, upd)
    return params, stats, opt_state, loss


def validate(params, stats, x, y):
    pred, _ = forward({"params": params, "batch_stats": stats}, x, train=False)
    return float(jnp.mean(jnp.abs(pred - y)))
