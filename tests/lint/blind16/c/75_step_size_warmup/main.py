import jax
import jax.numpy as jnp

from adaptation import adapt, init_state
from sampler import rwm_step


def warmup(x, key, n_warmup=12):
    state = init_state(0.5)
    iteration = 0
    for _ in range(n_warmup):
        key, sub = jax.random.split(key)
        x, accept_prob = rwm_step(x, sub, jnp.exp(state.log_step))
        state, iteration = adapt(state, accept_prob, iteration)
    return x, jnp.exp(state.log_step_avg)


def main():
    x, step = warmup(jnp.zeros(3), jax.random.PRNGKey(0))
    print("adapted step size", float(step))


if __name__ == "__main__":
    main()
