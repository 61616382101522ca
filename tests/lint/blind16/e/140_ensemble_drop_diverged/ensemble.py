import jax
import jax.numpy as jnp


@jax.jit
def ensemble_predict(members, x):
    preds = [x @ m["w"] + m["b"] for m in members]
    return jnp.mean(jnp.stack(preds), axis=0)


def prune_diverged(members, losses, threshold=10.0):
    return [m for m, l in zip(members, losses) if l < threshold]
