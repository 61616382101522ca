import jax
import jax.numpy as jnp

from checkpoint import InMemoryCheckpointer
from hmc import hmc_transition, neg_log_funnel


def main():
    x0 = jnp.zeros(5)
    state = {"x": x0, "potential": neg_log_funnel(x0)}
    ckpt = InMemoryCheckpointer()
    key = jax.random.PRNGKey(0)
    for step in range(12):
        key, sub = jax.random.split(key)
        state = hmc_transition(state, sub)
        if step % 4 == 3:
            ckpt.save(step, state)
            step_restored, state = ckpt.restore_latest()
    print("restored at", step_restored, "x", jnp.round(jnp.asarray(state["x"]), 3))


if __name__ == "__main__":
    main()
