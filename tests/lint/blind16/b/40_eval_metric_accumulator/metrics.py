import jax
import jax.numpy as jnp


def empty_metrics():
    return {"nll_sum": jnp.zeros((), jnp.float32),
            "tokens": jnp.zeros((), jnp.int32),
            "batches": jnp.zeros((), jnp.int32)}


@jax.jit
def accumulate(metrics, logits, targets, mask):
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, targets[..., None], axis=-1)[..., 0]
    return {
        "nll_sum": metrics["nll_sum"] + (nll * mask).sum(),
        "tokens": metrics["tokens"] + mask.sum().astype(jnp.int32),
        "batches": metrics["batches"] + 1,
    }


def summarize(metrics):
    return {"ppl": float(jnp.exp(metrics["nll_sum"] / metrics["tokens"])),
            "batches": int(metrics["batches"])}
