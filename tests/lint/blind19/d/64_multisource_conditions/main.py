import jax
import jax.numpy as jnp
import numpy as np
import optax

from sources import GRAPHS, mixed

tx = optax.adam(1e-3)


def predict(params, b):
    h = jnp.tanh(b.nodes @ params["w_node"])
    h = h + jax.ops.segment_sum(h[b.senders], b.receivers, num_segments=h.shape[0])
    g = jax.ops.segment_sum(h, b.graph_id, num_segments=GRAPHS)
    g = g + b.has_conditions[:, None] * (b.conditions @ params["w_cond"])
    return g @ params["w_out"]


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        return jnp.mean((predict(p, batch) - batch.target) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w_node": jax.random.normal(ks[0], (5, 16)) * 0.2,
              "w_cond": jax.random.normal(ks[1], (2, 16)) * 0.2,
              "w_out": jax.random.normal(ks[2], (16,)) * 0.2}
    opt_state = tx.init(params)
    for batch in mixed(rng, 8):
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(float(loss))


if __name__ == "__main__":
    main()
