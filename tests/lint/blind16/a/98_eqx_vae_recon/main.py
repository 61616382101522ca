import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from vae import VAE, elbo

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, key):
    keys = jax.random.split(key, x.shape[0])
    loss_fn = lambda m: jnp.mean(jax.vmap(elbo, in_axes=(None, 0, 0))(m, x, keys))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def reconstruction_error(model, x):
    recon = eqx.filter_jit(lambda xs: jax.vmap(model.reconstruct)(xs))(x)
    return float(jnp.mean((recon - x) ** 2))


def main():
    rng = np.random.default_rng(0)
    data = (rng.uniform(size=(64, 32)) > 0.5).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = VAE(32, 4, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for i in range(0, 48, 16):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, data[i:i + 16], sub)
        print(epoch, float(loss), reconstruction_error(model, data[48:]))


if __name__ == "__main__":
    main()
