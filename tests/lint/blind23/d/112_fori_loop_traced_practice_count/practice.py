import jax
import jax.numpy as jnp


@jax.jit
def simulate_practice(key, p_known, n_problems, learn, slip, guess):
    def body(i, carry):
        p, k, n_correct = carry
        k, sub = jax.random.split(k)
        correct = jax.random.uniform(sub) < p * (1 - slip) + (1 - p) * guess
        p = p + (1 - p) * learn
        return p, k, n_correct + correct
    p, _, n_correct = jax.lax.fori_loop(0, n_problems, body, (p_known, key, 0))
    return p, n_correct
