import jax
import jax.numpy as jnp


@jax.jit
def churn_metrics(params, features, churned):
    logits = features @ params["w"] + params["b"]
    p = jax.nn.sigmoid(logits)
    ll = jnp.mean(churned * jnp.log(p + 1e-7) + (1 - churned) * jnp.log(1 - p + 1e-7))
    acc = jnp.mean((p > 0.5) == (churned > 0.5))
    return {"logloss": -ll, "accuracy": acc}
