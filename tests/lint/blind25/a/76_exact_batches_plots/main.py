import jax
import jax.numpy as jnp
import optax

from data import epoch_batches, hyperspectral_plots

tx = optax.rmsprop(1e-3)


@jax.jit
def pls_like_step(w, opt_state, xb, yb):
    def loss(w):
        latent = xb @ w["proj"]
        return jnp.mean((latent @ w["head"] + w["b"] - yb) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, l


def main():
    x, y = hyperspectral_plots()
    key = jax.random.PRNGKey(0)
    w = {"proj": jax.random.normal(key, (40, 6)) * 0.1, "head": jnp.zeros(6), "b": jnp.float32(30.0)}
    opt_state = tx.init(w)
    for epoch in range(5):
        for xb, yb in epoch_batches(x, y, epoch):
            w, opt_state, l = pls_like_step(w, opt_state, xb, yb)
        print(f"epoch {epoch}: chlorophyll mse {float(l):.2f}")


if __name__ == "__main__":
    main()
