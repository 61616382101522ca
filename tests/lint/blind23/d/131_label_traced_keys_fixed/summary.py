import jax
import jax.numpy as jnp


@jax.jit
def score_summary(scores):
    return {"mean": scores.mean(), "p10": jnp.percentile(scores, 10), "p90": jnp.percentile(scores, 90)}


def labelled(label, scores):
    return {f"{label}/{k}": v for k, v in score_summary(scores).items()}
