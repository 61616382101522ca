import equinox as eqx
import jax
import jax.numpy as jnp


def accuracy(logits, y):
    return jnp.mean(jnp.argmax(logits, -1) == y)


def nll(logits, y):
    return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(y.shape[0]), y])


METRICS = {"acc": accuracy, "nll": nll}


@eqx.filter_jit
def metric_on_batch(model, x, y, metric):
    return metric(jax.vmap(model)(x), y)


def evaluate(model, x, y):
    return {name: float(metric_on_batch(model, x, y, fn)) for name, fn in METRICS.items()}
