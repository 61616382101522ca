import jax
import jax.numpy as jnp

from net import delay_net


@jax.jit
def route_accuracy(params, x, label):
    pred = jnp.argmax(delay_net.apply(params, x), -1)
    return jnp.mean(pred == label)


def per_route_report(params, route_sets):
    return {r: round(float(route_accuracy(params, x, y)), 3) for r, (x, y) in route_sets.items()}
