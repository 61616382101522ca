import numpy as np
import jax
import jax.numpy as jnp

from isophote import langevin_step


def isophote_points(rng, n=90):
    t = np.linspace(0, 2 * np.pi, n, endpoint=False)
    a, q, th = 12.0, 0.6, 0.5
    u, v = a * np.cos(t), a * q * np.sin(t)
    x = 32 + u * np.cos(th) - v * np.sin(th) + rng.normal(0, 0.2, n)
    y = 30 + u * np.sin(th) + v * np.cos(th) + rng.normal(0, 0.2, n)
    return x.astype(np.float32), y.astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    x, y = isophote_points(rng)
    params = jnp.array([30.0, 30.0, 10.0, 0.8, 0.2], dtype=jnp.float32)
    key = jax.random.PRNGKey(0)
    n_steps = 400
    for i in range(n_steps):
        temperature = 0.5 * (1 - i / n_steps) ** 2
        key, sub = jax.random.split(key)
        params, loss = langevin_step(params, sub, x, y, temperature, 2e-4)
    print("x0, y0, a, q, theta =", np.round(np.asarray(params), 3), f"loss={float(loss):.2f}")


if __name__ == "__main__":
    main()
