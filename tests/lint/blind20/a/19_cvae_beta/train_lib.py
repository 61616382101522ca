import jax
import jax.numpy as jnp
import optax


def init_cvae(key, cond_dim=16, fut_dim=24, z_dim=4, hid=32):
    ks = jax.random.split(key, 4)
    n = lambda k, s: jax.random.normal(k, s) * 0.1
    return {
        "enc": n(ks[0], (cond_dim + fut_dim, hid)),
        "mu_logvar": n(ks[1], (hid, 2 * z_dim)),
        "dec": n(ks[2], (cond_dim + z_dim, hid)),
        "out": n(ks[3], (hid, fut_dim)),
    }


def elbo_terms(params, cond, fut, key):
    h = jnp.tanh(jnp.concatenate([cond, fut], -1) @ params["enc"])
    mu, logvar = jnp.split(h @ params["mu_logvar"], 2, -1)
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = jnp.tanh(jnp.concatenate([cond, z], -1) @ params["dec"]) @ params["out"]
    rec = jnp.mean((recon - fut) ** 2)
    kl = -0.5 * jnp.mean(1 + logvar - mu ** 2 - jnp.exp(logvar))
    return rec, kl


def make_train_step(tx, kl_weight):
    def step(params, opt_state, cond, fut, key):
        def loss_fn(p):
            rec, kl = elbo_terms(p, cond, fut, key)
            return rec + kl_weight * kl

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(step)
