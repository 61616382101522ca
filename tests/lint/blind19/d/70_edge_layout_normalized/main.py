import jax
import jax.numpy as jnp
import numpy as np
import optax

from loaders import shards

tx = optax.adam(1e-2)


def forward(params, x, edge_index):
    src, dst = edge_index[0], edge_index[1]
    h = jnp.tanh(x @ params["w0"])
    h = h + jax.ops.segment_sum(h[src], dst, num_segments=x.shape[0])
    return h @ params["w1"]


@jax.jit
def train_step(params, opt_state, graph):
    def loss_fn(p):
        logits = forward(p, graph["x"], graph["edge_index"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, graph["y"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k0, k1 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w0": jax.random.normal(k0, (6, 16)) * 0.2, "w1": jax.random.normal(k1, (16, 2)) * 0.2}
    opt_state = tx.init(params)
    for graph in shards(rng, 6):
        params, opt_state, loss = train_step(params, opt_state, graph)
    print(float(loss))


if __name__ == "__main__":
    main()
