import jax
import jax.numpy as jnp

from kernel import log_post, metropolis


def init_state(theta0, x, y):
    return {"theta": theta0, "log_p": log_post(theta0, x, y), "n_accept": jnp.zeros((), jnp.int32)}


def main():
    key = jax.random.PRNGKey(0)
    x = jnp.linspace(-1, 1, 50)
    y = 0.3 + 1.7 * x + 0.5 * jax.random.normal(key, (50,))
    state = init_state(jnp.zeros(2), x, y)
    for i in range(20):
        key, sub = jax.random.split(key)
        state = metropolis(state, sub, x, y)
    print("theta", jnp.round(state["theta"], 3), "accept rate", int(state["n_accept"]) / 20)


if __name__ == "__main__":
    main()
