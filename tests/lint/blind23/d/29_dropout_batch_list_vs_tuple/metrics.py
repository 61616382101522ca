import jax
import jax.numpy as jnp
import optax


@jax.jit
def batch_metrics(w, batch):
    x, y = batch
    logit = x @ w["w"] + w["b"]
    loss = optax.sigmoid_binary_cross_entropy(logit, y).mean()
    acc = jnp.mean((logit > 0) == (y > 0.5))
    return loss, acc
