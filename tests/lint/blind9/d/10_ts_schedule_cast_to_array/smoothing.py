import jax
import jax.numpy as jnp


def holt_filter(logit_params, series):
    alpha, beta = jax.nn.sigmoid(logit_params)

    def step(carry, y):
        level, trend = carry
        pred = level + trend
        new_level = alpha * y + (1 - alpha) * pred
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), pred

    _, preds = jax.lax.scan(step, (series[0], 0.0), series[1:])
    return preds


@jax.jit
def fit_step(logit_params, series, lr):
    def one_step_mse(p):
        return jnp.mean((holt_filter(p, series) - series[1:]) ** 2)

    loss, g = jax.value_and_grad(one_step_mse)(logit_params)
    return logit_params - lr * g, loss
