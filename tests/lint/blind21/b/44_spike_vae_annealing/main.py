import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from vae import PoissonVAE, kl_weight

optim = optax.adam(1e-3)


@jax.jit
def train_step(model, opt_state, counts, key, beta):
    def loss_fn(m):
        keys = jax.random.split(key, counts.shape[0])
        nll, kl = jax.vmap(m.elbo_terms)(counts, keys)
        return (nll + beta * kl).mean()

    loss, grads = jax.value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    counts = jnp.asarray(rng.poisson(3.0, size=(64, 25)).astype(np.float32))
    key = jax.random.PRNGKey(0)
    model = PoissonVAE(25, 4, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        beta = kl_weight(epoch, warmup_epochs=4)
        for _ in range(3):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, counts, sub, beta)
        print(f"epoch {epoch} beta={beta} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
