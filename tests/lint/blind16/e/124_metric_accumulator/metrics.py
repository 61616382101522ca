import jax
import jax.numpy as jnp


def empty_metrics():
    return {"loss_sum": 0.0, "correct": 0, "count": 0}


@jax.jit
def accumulate(metrics, logits, labels, loss):
    return {
        "loss_sum": metrics["loss_sum"] + loss * labels.shape[0],
        "correct": metrics["correct"] + jnp.sum(jnp.argmax(logits, -1) == labels),
        "count": metrics["count"] + labels.shape[0],
    }


def summarize(metrics):
    return {"loss": float(metrics["loss_sum"]) / int(metrics["count"]),
            "accuracy": float(metrics["correct"]) / int(metrics["count"])}
