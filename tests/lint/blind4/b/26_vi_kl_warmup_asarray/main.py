import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 3


def gaussian_kl(mu, log_sigma):
    return 0.5 * jnp.sum(jnp.exp(2 * log_sigma) + mu ** 2 - 1 - 2 * log_sigma)


@jax.jit
def elbo_step(params, x, eps, beta, lr):
    def neg_elbo(p):
        mu, log_sigma = p
        z = mu + jnp.exp(log_sigma) * eps
        loglik = -0.5 * jnp.sum((x[:, None] - z[None]) ** 2)
        return -(loglik - beta * gaussian_kl(mu, log_sigma))

    loss, g = jax.value_and_grad(neg_elbo)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


def kl_weight(step):
    return jnp.asarray(min(1, step / WARMUP), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(1.5, 1.0, size=64), jnp.float32)
    params = (jnp.zeros(2), jnp.zeros(2))
    key = jax.random.PRNGKey(0)
    for step in range(7):
        key, sub = jax.random.split(key)
        eps = jax.random.normal(sub, (2,))
        beta = kl_weight(step)
        params, loss = elbo_step(params, x, eps, beta, 1e-3)
        print(f"step {step}: beta={float(beta)} loss={float(loss):.2f}")


if __name__ == "__main__":
    main()
