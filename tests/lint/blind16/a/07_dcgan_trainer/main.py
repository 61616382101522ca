import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from nets import Generator, Discriminator

G, D = Generator(), Discriminator()


def d_loss_fn(d_params, g_params, real, z):
    fake = G.apply(g_params, z)
    real_logits = D.apply(d_params, real)
    fake_logits = D.apply(d_params, fake)
    return (optax.sigmoid_binary_cross_entropy(real_logits, jnp.ones_like(real_logits)).mean()
            + optax.sigmoid_binary_cross_entropy(fake_logits, jnp.zeros_like(fake_logits)).mean())


def g_loss_fn(g_params, d_params, z):
    fake_logits = D.apply(d_params, G.apply(g_params, z))
    return optax.sigmoid_binary_cross_entropy(fake_logits, jnp.ones_like(fake_logits)).mean()


def update(loss_fn, tx, params, opt_state, *args):
    loss, grads = jax.value_and_grad(loss_fn)(params, *args)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class GANTrainer:
    def __init__(self, key, latent_dim=8):
        self.latent_dim = latent_dim
        kg, kd = jax.random.split(key)
        self.g_params = G.init(kg, jnp.zeros((1, latent_dim)))
        self.d_params = D.init(kd, jnp.zeros((1, 64)))
        self.g_tx = optax.adam(2e-4, b1=0.5)
        self.d_tx = optax.adam(2e-4, b1=0.5)
        self.g_opt = self.g_tx.init(self.g_params)
        self.d_opt = self.d_tx.init(self.d_params)

    def step(self, real, key):
        z = jax.random.normal(key, (real.shape[0], self.latent_dim))
        d_update = jax.jit(functools.partial(update, d_loss_fn, self.d_tx))
        g_update = jax.jit(functools.partial(update, g_loss_fn, self.g_tx))
        self.d_params, self.d_opt, d_loss = d_update(self.d_params, self.d_opt, self.g_params, real, z)
        self.g_params, self.g_opt, g_loss = g_update(self.g_params, self.g_opt, self.d_params, z)
        return d_loss, g_loss


def main():
    rng = np.random.default_rng(0)
    data = np.tanh(rng.normal(size=(128, 64))).astype(np.float32)
    trainer = GANTrainer(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for i in range(4):
        key, sub = jax.random.split(key)
        d_loss, g_loss = trainer.step(data[i * 32:(i + 1) * 32], sub)
        print(i, float(d_loss), float(g_loss))


if __name__ == "__main__":
    main()
