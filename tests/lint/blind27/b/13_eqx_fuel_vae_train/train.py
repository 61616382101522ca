import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(1e-3)


@eqx.filter_jit
def vae_train_step(model, opt_state, x, key, beta):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        recon, mu, logvar = jax.vmap(m)(x, keys)
        rec = jnp.mean((recon - x) ** 2)
        kl = -0.5 * jnp.mean(1 + logvar - mu ** 2 - jnp.exp(logvar))
        return rec + beta * kl
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss


def kl_weight(epoch, warmup=5):
    return jnp.asarray(min(1.0, epoch / warmup), dtype=jnp.float32)
