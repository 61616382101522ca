import jax
import jax.numpy as jnp
import optax


def init_mean_field(dim):
    return {"loc": jnp.zeros(dim), "log_scale": jnp.full(dim, -1.0, dtype=jnp.float32)}


def log_joint(w, X, y):
    logits = X @ w
    loglik = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
    return loglik, -0.5 * jnp.sum(w ** 2) - 0.5 * w.size * jnp.log(2 * jnp.pi)


def neg_elbo(q, key, X, y, kl_weight, num_particles=4):
    eps = jax.random.normal(key, (num_particles,) + q["loc"].shape)
    scale = jnp.exp(q["log_scale"])
    w = q["loc"] + scale * eps
    loglik, logprior = jax.vmap(lambda wi: log_joint(wi, X, y))(w)
    entropy = jnp.sum(q["log_scale"]) + 0.5 * w.shape[-1] * (1 + jnp.log(2 * jnp.pi))
    return -(jnp.mean(loglik) + kl_weight * (jnp.mean(logprior) + entropy))


optimizer = optax.adam(5e-2)


@jax.jit
def svi_update(q, opt_state, key, X, y, kl_weight):
    loss, grads = jax.value_and_grad(neg_elbo)(q, key, X, y, kl_weight)
    updates, opt_state = optimizer.update(grads, opt_state, q)
    return optax.apply_updates(q, updates), opt_state, loss
