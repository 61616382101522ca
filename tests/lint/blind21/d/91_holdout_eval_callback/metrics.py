import jax
import jax.numpy as jnp


@jax.jit
def evaluate(params, batch):
    logits = batch["x"] @ params["w"] + params["b"]
    preds = jnp.argmax(logits, axis=-1)
    acc = jnp.mean(preds == batch["y"])
    nll = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), batch["y"][:, None], axis=1))
    return {"acc": acc, "nll": nll}
