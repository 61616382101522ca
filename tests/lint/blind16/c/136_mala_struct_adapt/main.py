import jax
import jax.numpy as jnp

from adapt import adapt_step_size
from kernel import log_target, mala_step
from state import ChainState


def main():
    x0 = jnp.ones(4)
    state = ChainState(position=x0, log_prob=log_target(x0), step_size=jnp.float32(0.5))
    key = jax.random.PRNGKey(0)
    for i in range(10):
        key, sub = jax.random.split(key)
        state, acc = mala_step(state, sub)
        state = adapt_step_size(state, acc)
    print("step size", round(float(state.step_size), 4), "x", jnp.round(state.position, 3))


if __name__ == "__main__":
    main()
