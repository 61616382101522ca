import jax
import jax.numpy as jnp


def init_params(key, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "W_in": 0.1 * jax.random.normal(k1, (1, hidden)),
        "W_h": 0.1 * jax.random.normal(k2, (hidden, hidden)),
        "W_out": 0.1 * jax.random.normal(k3, (hidden, 1)),
    }


def rollout(params, context, target, teacher_forcing):
    """Encode the context then decode len(target) steps, mixing ground truth and own predictions."""
    def cell(h, x):
        h = jnp.tanh(x @ params["W_in"] + h @ params["W_h"])
        return h, h

    h0 = jnp.zeros((context.shape[0], params["W_h"].shape[0]))
    h, _ = jax.lax.scan(cell, h0, context.T[..., None])

    def dec(carry, y_true):
        h, y_prev = carry
        h, _ = cell(h, y_prev)
        y_hat = h @ params["W_out"]
        y_in = teacher_forcing * y_true[:, None] + (1 - teacher_forcing) * y_hat
        return (h, y_in), y_hat[:, 0]

    _, preds = jax.lax.scan(dec, (h, context[:, -1:]), target.T)
    return preds.T
