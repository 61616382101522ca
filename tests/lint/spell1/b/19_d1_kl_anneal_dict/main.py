import jax
import jax.numpy as jnp
import numpy as np
import optax

LATENT = 2
DIM = 6


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (DIM, 2 * LATENT)) * 0.1,
            "dec": jax.random.normal(k2, (LATENT, DIM)) * 0.1}


def elbo_terms(params, x, key):
    stats = x @ params["enc"]
    mu, logvar = stats[:, :LATENT], stats[:, LATENT:]
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = jnp.mean(jnp.sum((z @ params["dec"] - x) ** 2, -1))
    kl = jnp.mean(-0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1))
    return recon, kl


optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, key, beta):
    def loss_fn(p):
        recon, kl = elbo_terms(p, x, key)
        return recon + beta * kl, (recon, kl)

    (loss, (recon, kl)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, recon, kl


def main():
    data = np.random.default_rng(0).normal(size=(128, DIM)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    opt_state = optimizer.init(params)
    hparams = {"beta": 0, "beta_increment": 0.25, "batch_size": 32}
    for epoch in range(6):
        bs = hparams["batch_size"]
        for i in range(0, len(data), bs):
            key, sub = jax.random.split(key)
            params, opt_state, recon, kl = train_step(
                params, opt_state, data[i:i + bs], sub, hparams["beta"])
        print(f"epoch {epoch}: beta={hparams['beta']} recon={float(recon):.3f} kl={float(kl):.3f}")
        hparams["beta"] = min(1.0, hparams["beta"] + hparams["beta_increment"])


if __name__ == "__main__":
    main()
