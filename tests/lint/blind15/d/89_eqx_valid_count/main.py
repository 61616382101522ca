import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from loader import MAX_ROWS, padded_batches

optim = optax.adam(1e-2)


@eqx.filter_jit
def fit_batch(model, opt_state, batch):
    mask = (jnp.arange(MAX_ROWS) < batch["n_valid"]).astype(jnp.float32)

    def loss_fn(m):
        pred = jax.vmap(m)(batch["x"])[:, 0]
        return jnp.sum(mask * (pred - batch["y"]) ** 2) / jnp.sum(mask)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = eqx.nn.MLP(6, 1, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for batch in padded_batches():
        model, opt_state, loss = fit_batch(model, opt_state, batch)
        print(batch["n_valid"], float(loss))


if __name__ == "__main__":
    main()
