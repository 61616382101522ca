import jax
import jax.numpy as jnp
import numpy as np
import optax

from monitor import LatentMonitor
from vae import decode, encode, init_vae

STEPS = 6
BATCH = 16

tx = optax.adam(2e-3)


def neg_elbo(params, images, key):
    z, mu, logvar = encode(params, images, key)
    recon = decode(params, z)
    flat = images.reshape(images.shape[0], -1)
    bce = -jnp.sum(flat * jnp.log(recon + 1e-6) + (1 - flat) * jnp.log(1 - recon + 1e-6), -1)
    kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
    return jnp.mean(bce + kl)


@jax.jit
def train_step(params, opt_state, images, key):
    loss, grads = jax.value_and_grad(neg_elbo)(params, images, key)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = (rng.uniform(size=(STEPS * BATCH, 6, 6)) > 0.5).astype(np.float32)
    monitor = LatentMonitor(data[:BATCH])
    key = jax.random.PRNGKey(0)
    params = init_vae(key)
    opt_state = tx.init(params)
    for step in range(STEPS):
        key, k_train, k_mon = jax.random.split(key, 3)
        batch = data[step * BATCH:(step + 1) * BATCH]
        params, opt_state, loss = train_step(params, opt_state, batch, k_train)
        print(f"step {step}: -elbo {float(loss):.3f}")
        monitor(step, params, k_mon)
        # quick look at the current code of the first image
        z, _, _ = encode(params, batch, k_mon)
        print(f"  first code {np.round(np.asarray(z[0]), 2)}")


if __name__ == "__main__":
    main()
