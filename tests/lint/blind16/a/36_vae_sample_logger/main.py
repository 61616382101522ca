import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from callbacks import SampleLogger

LATENT = 4


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        return nn.Dense(LATENT)(h), nn.Dense(LATENT)(h)


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        return nn.Dense(64)(nn.relu(nn.Dense(32)(z)))


enc, dec = Encoder(), Decoder()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, key):
    def loss_fn(p):
        mu, logvar = enc.apply(p["enc"], x)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        logits = dec.apply(p["dec"], z)
        rec = optax.sigmoid_binary_cross_entropy(logits, x).sum(-1).mean()
        kl = -0.5 * jnp.sum(1 + logvar - mu**2 - jnp.exp(logvar), -1).mean()
        return rec + kl

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = (rng.uniform(size=(64, 64)) > 0.5).astype(np.float32)
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"enc": enc.init(k1, data[:1]), "dec": dec.init(k2, jnp.zeros((1, LATENT)))}
    opt_state = tx.init(params)
    log_samples = SampleLogger(dec, LATENT)
    for epoch in range(4):
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, data[i:i + 16], sub)
        key, sub = jax.random.split(key)
        log_samples(epoch, params["dec"], sub)


if __name__ == "__main__":
    main()
