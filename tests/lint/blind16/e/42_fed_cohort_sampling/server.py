import jax
import jax.numpy as jnp


@jax.jit
def aggregate(global_params, client_deltas, num_examples):
    weights = num_examples / jnp.sum(num_examples)
    mean_delta = jax.tree.map(lambda d: jnp.tensordot(weights, d, axes=1), client_deltas)
    return jax.tree.map(lambda p, d: p + d, global_params, mean_delta)


def stack_trees(trees):
    return jax.tree.map(lambda *xs: jnp.stack(xs), *trees)
