import jax
import jax.numpy as jnp

from data import clean_pairs, flight_log


@jax.jit
def ls_step(theta, prev_y, prev_u, nxt):
    def loss(theta):
        pred = theta[0] * prev_y + theta[1] * prev_u
        return jnp.mean((pred - nxt) ** 2)
    return theta - 0.5 * jax.grad(loss)(theta)


def main():
    logs = [clean_pairs(*flight_log(s)) for s in range(5)]
    theta = jnp.zeros(2)
    for epoch in range(10):
        for prev_y, prev_u, nxt in logs:
            theta = ls_step(theta, prev_y, prev_u, nxt)
    print(theta)


if __name__ == "__main__":
    main()
