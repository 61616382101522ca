import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from model import SoftPoolGNN, anneal

N_NODES, FEAT, HIDDEN = 20, 5, 8
optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, adj, target):
    def loss_fn(m):
        return jnp.sum((m(x, adj) - target) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N_NODES, FEAT)).astype(np.float32))
    adj = jnp.asarray((rng.random((N_NODES, N_NODES)) < 0.2).astype(np.float32) + np.eye(N_NODES, dtype=np.float32))
    target = jnp.ones(HIDDEN)
    model = SoftPoolGNN(FEAT, HIDDEN, jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model, opt_state, loss = train_step(model, opt_state, x, adj, target)
        model = anneal(model, 0.8)
        print(f"epoch {epoch} temperature {model.temperature:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
