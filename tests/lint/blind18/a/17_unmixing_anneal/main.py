import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import SoftUnmixer, with_sharpness


@eqx.filter_jit
def fit_step(model, opt_state, pixels, tx):
    def loss_fn(m):
        recon, _ = jax.vmap(m)(pixels)
        return jnp.mean((recon - pixels) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    pixels = jax.random.uniform(key, (256, 8))
    model = SoftUnmixer(bands=8, n_end=4, key=jax.random.PRNGKey(1))
    tx = optax.adam(1e-2)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model = with_sharpness(model, 1.0 + 2.0 * epoch)
        for _ in range(3):
            model, opt_state, loss = fit_step(model, opt_state, pixels, tx)
        print(f"epoch {epoch} sharpness {model.sharpness} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
