import jax
import jax.numpy as jnp

from acquisitions import get_acquisition


def surrogate(x, t):
    mu = jnp.sin(5 * x) * (1 + 0.1 * t)
    sigma = 0.2 + 0.1 * jnp.cos(3 * x) ** 2
    return mu, sigma


def main():
    x = jnp.linspace(0, 1, 256)
    best = jnp.float32(0.5)
    chosen = []
    for t in range(6):
        xi = 0.1 * 0.5**t
        name = "ei" if t % 2 == 0 else "pi"
        acq = get_acquisition(name)
        mu, sigma = surrogate(x, t)
        scores = acq(mu, sigma, best, xi)
        i = int(jnp.argmax(scores))
        chosen.append(float(x[i]))
        best = jnp.maximum(best, mu[i])
    print(chosen)


if __name__ == "__main__":
    main()
