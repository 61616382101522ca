import jax
import jax.numpy as jnp


@jax.jit
def predict_proba(params, batch):
    z = batch["numeric"] @ params["w"] + params["channel"][batch["channel"]] + params["b"]
    return jax.nn.sigmoid(z)


def log_loss(params, batch):
    p = predict_proba(params, batch)
    y = batch["converted"]
    return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
