import jax.numpy as jnp
import numpy as np

from graph import grid_graph
from routing import fit_costs, soft_shortest_path


def main():
    rng = np.random.default_rng(0)
    feats, adj = grid_graph(rng)
    true_theta = jnp.array([1.0, -0.5, 0.3])
    observed = soft_shortest_path(jnp.log1p(jnp.exp(feats @ true_theta)), adj, 0)
    theta = jnp.zeros(3)
    for epoch in range(5):
        theta, loss = fit_costs(theta, feats, adj, observed, tag="fit")
        print(epoch, float(loss), np.round(np.asarray(theta), 3))


if __name__ == "__main__":
    main()
