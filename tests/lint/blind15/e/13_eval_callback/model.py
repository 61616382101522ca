import jax
import jax.numpy as jnp


def init(key, d_in=12, n_cls=3):
    return {"w": jax.random.normal(key, (d_in, n_cls)) * 0.1, "b": jnp.zeros(n_cls)}


def apply(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def eval_step(params, batch):
    logits = apply(params, batch["x"])
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
    return {"acc": acc}
