from functools import partial

import jax
import jax.numpy as jnp
import optax


def make_optimizer(lr, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))


def init_variational(key, d_in, d_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1_mu": 0.3 * jax.random.normal(k1, (d_in, d_hidden)), "w1_rho": jnp.full((d_in, d_hidden), -3.0, jnp.float32),
        "w2_mu": 0.3 * jax.random.normal(k2, (d_hidden,)), "w2_rho": jnp.full((d_hidden,), -3.0, jnp.float32),
    }


def sample_forward(q, key, x):
    k1, k2 = jax.random.split(key)
    w1 = q["w1_mu"] + jax.nn.softplus(q["w1_rho"]) * jax.random.normal(k1, q["w1_mu"].shape)
    w2 = q["w2_mu"] + jax.nn.softplus(q["w2_rho"]) * jax.random.normal(k2, q["w2_mu"].shape)
    return jnp.tanh(x @ w1) @ w2


def kl_term(q):
    kl = 0.0
    for name in ("w1", "w2"):
        mu, sd = q[f"{name}_mu"], jax.nn.softplus(q[f"{name}_rho"])
        kl += jnp.sum(0.5 * (sd**2 + mu**2) - jnp.log(sd) - 0.5)
    return kl


@partial(jax.jit, static_argnames=("optimizer",))
def bayes_by_backprop_step(q, opt_state, key, x, y, optimizer):
    def neg_elbo(q):
        pred = sample_forward(q, key, x)
        return jnp.sum((pred - y) ** 2) / 0.1 + kl_term(q)

    loss, g = jax.value_and_grad(neg_elbo)(q)
    updates, opt_state = optimizer.update(g, opt_state, q)
    return optax.apply_updates(q, updates), opt_state, loss
