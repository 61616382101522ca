import jax
import jax.numpy as jnp


def empty_metrics():
    return {"loss_sum": jnp.zeros((), jnp.float32),
            "correct": jnp.zeros((), jnp.int32),
            "count": jnp.zeros((), jnp.int32)}


@jax.jit
def accumulate(metrics, loss, logits, labels):
    return {
        "loss_sum": metrics["loss_sum"] + loss * labels.shape[0],
        "correct": metrics["correct"] + jnp.sum(logits.argmax(-1) == labels),
        "count": metrics["count"] + labels.shape[0],
    }


def summarize(metrics):
    n = int(metrics["count"])
    return {"loss": float(metrics["loss_sum"]) / n, "acc": int(metrics["correct"]) / n}
