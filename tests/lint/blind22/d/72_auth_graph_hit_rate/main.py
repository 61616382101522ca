import jax
import jax.numpy as jnp
import numpy as np
import optax

from graph import auth_graph

tx = optax.adam(1e-2)


def propagate(params, adj, feats):
    deg = jnp.maximum(adj.sum(1, keepdims=True), 1.0)
    h = jnp.tanh((adj @ feats) / deg @ params["w1"] + feats @ params["w0"])
    return (h @ params["out"])[:, 0]


@jax.jit
def train_step(params, opt_state, adj, feats, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(propagate(p, adj, feats), y).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


@jax.jit
def hit_rate(params, adj, feats, y):
    top = jnp.argsort(-propagate(params, adj, feats))[:5]
    return y[top].mean()


def main():
    rng = np.random.default_rng(0)
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w0": jax.random.normal(k[0], (5, 8)) * 0.3,
              "w1": jax.random.normal(k[1], (5, 8)) * 0.3,
              "out": jax.random.normal(k[2], (8, 1)) * 0.3}
    opt_state = tx.init(params)
    val_adj, val_feats, val_y = auth_graph(rng)
    for epoch in range(4):
        adj, feats, y = auth_graph(rng)
        params, opt_state, loss = train_step(params, opt_state, adj, feats, y)
        print(epoch, float(loss), float(hit_rate(params, val_adj, val_feats, val_y)))


if __name__ == "__main__":
    main()
