import jax
import jax.numpy as jnp

from svgd import SVGD

NUM_ITERS = 6


def mixture_log_prob(x):
    comp1 = -0.5 * jnp.sum((x - 2.0) ** 2)
    comp2 = -0.5 * jnp.sum((x + 2.0) ** 2)
    return jnp.logaddexp(comp1, comp2)


def main():
    particles = jax.random.normal(jax.random.PRNGKey(0), (20, 2))
    sampler = SVGD(mixture_log_prob, step_size=0.3)
    for it in range(NUM_ITERS):
        particles = sampler.update(particles)
        print(f"iter {it} mean |x| {float(jnp.abs(particles).mean()):.3f}")


if __name__ == "__main__":
    main()
