import jax
import jax.numpy as jnp
import numpy as np

from bias_model import click_prob
from offline_eval import expected_clicks

NUM_DOCS, SLATE = 60, 10


def nll(params, ranking, clicks, positions):
    p = click_prob(params, ranking, positions)
    return -jnp.sum(clicks * jnp.log(p + 1e-6) + (1 - clicks) * jnp.log1p(-p + 1e-6))


@jax.jit
def update(params, ranking, clicks, positions):
    grad = jax.grad(nll)(params, ranking, clicks, positions)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, grad)


def main():
    rng = np.random.default_rng(0)
    params = {"exam": jnp.linspace(2.0, -2.0, SLATE), "rel": jnp.zeros(NUM_DOCS)}
    positions = jnp.arange(SLATE)
    for step in range(4):
        ranking = jnp.asarray(rng.permutation(NUM_DOCS)[:SLATE], jnp.int32)
        served = click_prob(params, ranking, positions)
        clicks = jnp.asarray(rng.random(SLATE) < np.asarray(served), jnp.float32)
        params = update(params, ranking, clicks, positions)
        print(step, expected_clicks(params, ranking))


if __name__ == "__main__":
    main()
