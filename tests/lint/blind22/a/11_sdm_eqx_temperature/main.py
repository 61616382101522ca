import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import OccupancyNet, anneal

N_COV, N_SPECIES = 7, 5


def detections(seed, n_sites=128):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_sites, N_COV)).astype(np.float32)
    w = rng.normal(size=(N_COV, N_SPECIES)).astype(np.float32)
    y = (x @ w + rng.normal(size=(n_sites, N_SPECIES)) > 0).astype(np.float32)
    return x, y


optim = optax.adamw(3e-3)


@eqx.filter_jit
def make_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = OccupancyNet(N_COV, N_SPECIES, jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    x, y = detections(0)
    for epoch in range(4):
        for _ in range(3):
            model, opt_state, loss = make_step(model, opt_state, x, y)
        model = anneal(model)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
