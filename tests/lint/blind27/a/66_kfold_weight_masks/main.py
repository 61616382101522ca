import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def weighted_poisson_fit(x, y, wts, l2):
    def body(beta, _):
        mu = jnp.exp(x @ beta)
        g = x.T @ (wts * (mu - y)) / wts.sum() + l2 * beta
        h = (x * (wts * mu)[:, None]).T @ x / wts.sum() + l2 * jnp.eye(x.shape[1])
        return beta - jnp.linalg.solve(h, g), None
    beta, _ = jax.lax.scan(body, jnp.zeros(x.shape[1]), None, length=10)
    return beta


@jax.jit
def weighted_deviance(beta, x, y, wts):
    mu = jnp.exp(x @ beta)
    dev = 2 * (jnp.where(y > 0, y * jnp.log(jnp.where(y > 0, y, 1.0) / mu), 0.0) - (y - mu))
    return jnp.sum(wts * dev) / wts.sum()


def main():
    rng = np.random.default_rng(172)
    n, k = 1003, 5
    x = jnp.asarray(np.column_stack([np.ones(n), rng.normal(size=(n, 4))]), jnp.float32)
    y = jnp.asarray(rng.poisson(np.exp(np.asarray(x) @ np.array([-1.8, 0.3, 0.1, -0.2, 0.0]))), jnp.float32)
    fold = np.random.default_rng(0).permutation(n) % k
    for l2 in (1e-3, 1e-2, 1e-1):
        devs = []
        for i in range(k):
            train_w = jnp.asarray(fold != i, jnp.float32)
            beta = weighted_poisson_fit(x, y, train_w, l2)
            devs.append(float(weighted_deviance(beta, x, y, 1.0 - train_w)))
        print(l2, round(float(np.mean(devs)), 4))


if __name__ == "__main__":
    main()
