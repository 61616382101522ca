import jax.numpy as jnp


def empty_totals():
    return {
        "loss_sum": jnp.zeros((), jnp.float32),
        "correct": jnp.zeros((), jnp.int32),
        "count": jnp.zeros((), jnp.int32),
    }


def summarize(totals):
    count = max(int(totals["count"]), 1)
    return {"loss": float(totals["loss_sum"]) / count, "accuracy": int(totals["correct"]) / count}
