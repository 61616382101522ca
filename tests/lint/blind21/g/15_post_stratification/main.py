from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from strata import quantile_edges

N_STRATA = 4


@partial(jax.jit, static_argnames="edges")
def post_stratified_effect(y, pre, treat, edges):
    stratum = jnp.digitize(pre, jnp.asarray(edges))
    onehot = jax.nn.one_hot(stratum, len(edges) + 1)
    n_s = onehot.sum(0)
    t_mean = (onehot * (y * treat)[:, None]).sum(0) / (onehot * treat[:, None]).sum(0)
    c_mean = (onehot * (y * (1 - treat))[:, None]).sum(0) / (onehot * (1 - treat)[:, None]).sum(0)
    return jnp.sum(n_s / n_s.sum() * (t_mean - c_mean))


def main():
    rng = np.random.default_rng(51)
    n = 600
    for metric in ["spend", "visits", "items", "tickets"]:
        pre = rng.gamma(2.0, 5.0, n).astype(np.float32)
        treat = (rng.uniform(size=n) < 0.5).astype(np.float32)
        y = (0.6 * pre + 0.4 * treat + rng.normal(size=n)).astype(np.float32)
        edges = quantile_edges(pre, N_STRATA)
        print(metric, float(post_stratified_effect(y, pre, treat, edges=edges)))


if __name__ == "__main__":
    main()
