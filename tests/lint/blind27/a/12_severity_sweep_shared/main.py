import numpy as np
import jax
import jax.numpy as jnp


def gamma_nll(params, claims, l2):
    log_shape, log_scale = params
    k, theta = jnp.exp(log_shape), jnp.exp(log_scale)
    ll = (k - 1) * jnp.log(claims) - claims / theta - k * jnp.log(theta) - jax.scipy.special.gammaln(k)
    return -jnp.mean(ll) + l2 * jnp.sum(params ** 2)


def make_step(lr):
    def gamma_sgd_step(p, claims, l2):
        g = jax.grad(gamma_nll)(p, claims, l2)
        return p - lr * g
    return jax.jit(gamma_sgd_step)


step = make_step(0.05)


def fit(claims, l2, n_steps=60):
    p = jnp.array([0.0, jnp.log(jnp.mean(claims))])
    for _ in range(n_steps):
        p = step(p, claims, l2)
    return p


def main():
    rng = np.random.default_rng(12)
    claims = jnp.asarray(rng.gamma(2.5, 1.8, 1500), jnp.float32)
    for l2 in [0.0, 1e-3, 1e-2, 1e-1]:
        p = fit(claims, l2)
        print(l2, np.round(np.exp(np.asarray(p)), 3))


if __name__ == "__main__":
    main()
