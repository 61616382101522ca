import jax
import jax.numpy as jnp


def holt_sse(raw_params, y):
    alpha, beta = jax.nn.sigmoid(raw_params[0]), jax.nn.sigmoid(raw_params[1])

    def step(carry, obs):
        level, trend = carry
        pred = level + trend
        new_level = alpha * obs + (1 - alpha) * pred
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), (obs - pred) ** 2

    _, sq = jax.lax.scan(step, (y[0], y[1] - y[0]), y[1:])
    return sq.sum()


_objective = jax.jit(jax.value_and_grad(holt_sse))


def fit_series(y, n_iter=40, lr=0.5):
    p = jnp.zeros(2)
    for _ in range(n_iter):
        loss, g = _objective(p, y)
        p = p - lr * g / (jnp.linalg.norm(g) + 1e-6)
    return jax.nn.sigmoid(p), float(loss)
