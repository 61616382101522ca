import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def batch_metric(model, x, y, metric):
    logits = jax.vmap(model)(x)
    return metric(logits, y)


def evaluate(model, x, y):
    return {
        "acc": float(batch_metric(model, x, y, lambda l, t: jnp.mean(jnp.argmax(l, -1) == t))),
        "nll": float(batch_metric(model, x, y, lambda l, t: -jnp.mean(jax.nn.log_softmax(l)[jnp.arange(t.shape[0]), t]))),
    }
