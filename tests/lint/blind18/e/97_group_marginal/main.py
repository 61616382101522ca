import numpy as np
import jax
import jax.numpy as jnp
import optax

from batching import group_batches

opt = optax.adam(0.05)


def marginal_nll(params, Y, M):
    mu, log_tau, log_sigma = params
    tau2, sigma2 = jnp.exp(2 * log_tau), jnp.exp(2 * log_sigma)
    n = M.sum(axis=1)
    ybar = (Y * M).sum(axis=1) / n
    ss = (((Y - ybar[:, None]) ** 2) * M).sum(axis=1)
    v = tau2 + sigma2 / n
    ll = -0.5 * (jnp.log(v) + (ybar - mu) ** 2 / v) - 0.5 * (n - 1) * jnp.log(sigma2) - 0.5 * ss / sigma2
    return -jnp.sum(ll)


@jax.jit
def step(params, opt_state, Y, M):
    loss, g = jax.value_and_grad(marginal_nll)(params, Y, M)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    sizes = rng.integers(3, 15, size=24)
    groups = [rng.normal(rng.normal(2.0, 0.7), 1.0, size=s) for s in sizes]
    params = jnp.zeros(3, dtype=jnp.float32)
    opt_state = opt.init(params)
    for epoch in range(2):
        for Y, M in group_batches(groups, 6):
            params, opt_state, loss = step(params, opt_state, Y, M)
    print("mu, tau, sigma:", float(params[0]), float(jnp.exp(params[1])), float(jnp.exp(params[2])))


if __name__ == "__main__":
    main()
