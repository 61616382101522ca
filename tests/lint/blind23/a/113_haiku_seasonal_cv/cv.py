import jax
import jax.numpy as jnp
import numpy as np

from net import build_predictor


def leave_one_year_out(x, y, years, hidden=16):
    scores = {}
    for held in np.unique(years):
        net, apply_fn = build_predictor(hidden)
        train = years != held
        params = net.init(jax.random.PRNGKey(int(held)), x[:1])
        for _ in range(3):
            g = jax.grad(lambda p: jnp.mean((net.apply(p, x[train]) - y[train]) ** 2))(params)
            params = jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g)
        pred = apply_fn(params, x[~train])
        scores[int(held)] = float(jnp.sqrt(jnp.mean((pred - y[~train]) ** 2)))
    return scores
