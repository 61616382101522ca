import jax
import jax.numpy as jnp
import numpy as np


def experimental_variogram(xyz, z, lags, tol):
    d = np.linalg.norm(xyz[:, None] - xyz[None], axis=-1)
    sq = 0.5 * (z[:, None] - z[None]) ** 2
    gam = []
    for h in lags:
        m = np.abs(d - h) < tol
        gam.append(sq[m].mean())
    return np.asarray(gam, np.float32)


@jax.jit
def sph_fit_loss(theta, lags, gamma_exp, weights):
    nugget, sill, a = jnp.exp(theta)
    hr = jnp.minimum(lags / a, 1.0)
    model = nugget + sill * (1.5 * hr - 0.5 * hr ** 3)
    return jnp.sum(weights * (model - gamma_exp) ** 2)


@jax.jit
def sph_fit_grad(theta, lags, gamma_exp, weights):
    return jax.grad(sph_fit_loss)(theta, lags, gamma_exp, weights)


def fit(lags, gam, weights=None, n_iter=200):
    theta = jnp.log(jnp.array([0.1, 1.0, 100.0]))
    for i in range(n_iter):
        if weights is None:
            val = sph_fit_loss(theta, lags, gam, jnp.ones_like(lags))
        else:
            val = sph_fit_loss(theta, lags, gam, weights=weights)
        theta = theta - 0.05 * sph_fit_grad(theta, lags, gam, jnp.ones_like(lags) if weights is None else weights)
    return jnp.exp(theta), val


def main():
    rng = np.random.default_rng(0)
    xyz = rng.uniform(0, 400, size=(200, 3)).astype(np.float32)
    z = (np.sin(xyz[:, 0] / 60) + 0.3 * rng.normal(size=200)).astype(np.float32)
    lags = np.arange(10, 210, 20).astype(np.float32)
    gam = experimental_variogram(xyz, z, lags, 10.0)
    params, loss = fit(lags, gam)
    print("omni", np.round(np.asarray(params), 3), float(loss))
    npairs = np.linspace(1.0, 0.3, len(lags)).astype(np.float32)
    params, loss = fit(lags, gam, weights=npairs)
    print("pair-weighted", np.round(np.asarray(params), 3), float(loss))


if __name__ == "__main__":
    main()
