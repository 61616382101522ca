import jax
import jax.numpy as jnp
import optax

from graphs import N_PAD, load_molecules

tx = optax.adam(1e-3)


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"node": jax.random.normal(k1, (8, 16)) * 0.3,
            "edge": jax.random.normal(k2, (4, 16)) * 0.3,
            "out": jax.random.normal(k3, (16,)) * 0.3}


def forward(params, g):
    h = g.nodes @ params["node"]
    msg = h[g.senders]
    if g.edge_attr is not None:
        msg = msg + g.edge_attr @ params["edge"]
    h = jax.nn.relu(h + jax.ops.segment_sum(msg, g.receivers, num_segments=N_PAD))
    return jnp.mean(h, axis=0) @ params["out"]


@jax.jit
def train_step(params, opt_state, g):
    loss, grads = jax.value_and_grad(lambda p: (forward(p, g) - g.target) ** 2)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    molecules = load_molecules()
    for epoch in range(2):
        for g in molecules:
            params, opt_state, loss = train_step(params, opt_state, g)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
