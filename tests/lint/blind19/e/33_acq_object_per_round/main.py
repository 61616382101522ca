import jax
import jax.numpy as jnp

from acquisition import GPSurrogate, LowerConfidenceBound


def loss_surface(x):
    return jnp.sum(x**2, -1) + 0.3 * jnp.cos(8 * x[..., 0])


def main():
    key = jax.random.PRNGKey(0)
    X = jnp.zeros((12, 2)).at[:3].set(jax.random.uniform(key, (3, 2), minval=-1, maxval=1))
    y = loss_surface(X)
    cand = jax.random.uniform(jax.random.PRNGKey(1), (300, 2), minval=-1, maxval=1)
    n = 3
    for t in range(5):
        gp = GPSurrogate(X[:n], y[:n])
        mean, std = gp.predict(cand)
        acq = LowerConfidenceBound(kappa=2.0)
        i = jnp.argmin(acq(mean, std))
        X = X.at[n].set(cand[i])
        y = y.at[n].set(loss_surface(cand[i]))
        n += 1
        print(t, float(y[:n].min()))


if __name__ == "__main__":
    main()
