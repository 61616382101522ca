import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import VAE
from schedule import kl_weight

model = VAE()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, key, beta):
    def loss_fn(p):
        recon, mu, logvar = model.apply(p, x, key)
        rec = jnp.mean(jnp.sum((recon - x) ** 2, axis=-1))
        kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu**2 - jnp.exp(logvar), axis=-1))
        return rec + beta * kl

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = rng.uniform(size=(256, 64)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, data[:1], key)
    opt_state = tx.init(params)
    warmup = 5
    for step in range(10):
        key, sub = jax.random.split(key)
        batch = data[(step * 32) % 256:(step * 32) % 256 + 32]
        beta = kl_weight(step, warmup)
        params, opt_state, loss = train_step(params, opt_state, batch, sub, beta)
        if step % 3 == 0:
            print(step, beta, float(loss))


if __name__ == "__main__":
    main()
