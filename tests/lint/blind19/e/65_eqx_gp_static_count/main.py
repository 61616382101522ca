import jax
import jax.numpy as jnp

from gp import BufferedGP, posterior


def target(x):
    return jnp.exp(-jnp.sum((x - 0.7) ** 2) / 0.05)


def main():
    gp = BufferedGP.empty(capacity=16, dim=2)
    cand = jax.random.uniform(jax.random.PRNGKey(0), (200, 2))
    gp = gp.add(jnp.array([0.1, 0.1]), target(jnp.array([0.1, 0.1])))
    for t in range(6):
        mu, sd = posterior(gp, cand)
        x = cand[jnp.argmax(mu + 1.5 * sd)]
        gp = gp.add(x, target(x))
        print(t, float(gp.y.max()))


if __name__ == "__main__":
    main()
