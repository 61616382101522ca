import jax
import jax.numpy as jnp


@jax.jit
def ensemble_predict(stages, X, learning_rate):
    pred = jnp.zeros(X.shape[0])
    for s in stages:
        go_left = X[:, s["feature"]] <= s["threshold"]
        pred = pred + learning_rate * jnp.where(go_left, s["left"], s["right"])
    return pred
