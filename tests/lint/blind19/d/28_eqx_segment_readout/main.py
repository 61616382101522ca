import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from batching import molecule_batch
from model import MessagePassingNet

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, senders, receivers, y, graph_id):
    def loss_fn(m):
        return jnp.mean((m(x, senders, receivers, graph_id) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = MessagePassingNet(6, 16, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        x, s, r, y, graph_id = molecule_batch(rng)
        model, opt_state, loss = train_step(model, opt_state, x, s, r, y, graph_id)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
