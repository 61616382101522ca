import jax
import jax.numpy as jnp
import optax

from data import synthetic_molecules, batches
from model import init_params, molecule_energies

BATCH = 4
optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        pred = molecule_energies(p, batch, BATCH + 1)[:BATCH]
        return jnp.mean((pred - batch["energy"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    mols = synthetic_molecules(24)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        for batch in batches(mols, BATCH):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
