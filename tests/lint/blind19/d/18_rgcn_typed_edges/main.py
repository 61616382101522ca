import jax
import jax.numpy as jnp
import numpy as np
import optax

from hetero import sample_subgraph
from rgcn import init_rgcn, rgcn_layer

N, D = 60, 8
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, edges, target):
    def loss_fn(p):
        return jnp.mean((rgcn_layer(p, x, edges) - target) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(4)
    x = jnp.asarray(rng.normal(size=(N, D)).astype(np.float32))
    target = jnp.asarray(rng.normal(size=(N, D)).astype(np.float32))
    params = init_rgcn(jax.random.PRNGKey(0), D, D)
    opt_state = tx.init(params)
    for step in range(8):
        edges = sample_subgraph(rng, N)
        params, opt_state, loss = train_step(params, opt_state, x, edges, target)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
