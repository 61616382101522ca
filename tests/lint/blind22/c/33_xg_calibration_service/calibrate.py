import jax
import jax.numpy as jnp


def platt_loss(ab, logits, goals, l2):
    a, b = ab
    p = jax.nn.sigmoid(a * logits + b)
    nll = -(goals * jnp.log(p + 1e-7) + (1 - goals) * jnp.log(1 - p + 1e-7)).mean()
    return nll + l2 * (a - 1.0) ** 2


def fit_platt(logits, goals, l2=0.01, steps=50, lr=0.5):
    grad_fn = jax.grad(platt_loss)
    ab = jnp.array([1.0, 0.0])
    for _ in range(steps):
        ab = ab - lr * grad_fn(ab, logits, goals, l2)
    return ab
