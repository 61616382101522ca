import jax
import jax.numpy as jnp

from batch_bo import propose_batch


def main():
    cand = jax.random.uniform(jax.random.PRNGKey(0), (300, 2))
    for rnd in range(3):
        mu = jnp.sin(5 * cand[:, 0] + rnd) * jnp.cos(3 * cand[:, 1])
        sd = 0.3 * jnp.abs(jnp.sin(7 * cand[:, 1] - rnd))
        batch = propose_batch(mu, sd, cand, q=4)
        print(rnd, batch)


if __name__ == "__main__":
    main()
