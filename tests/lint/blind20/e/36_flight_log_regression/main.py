import jax
import jax.numpy as jnp

from data import flight_log, masked_pairs


@jax.jit
def ls_step(theta, prev_y, prev_u, nxt, weight):
    def loss(theta):
        pred = theta[0] * prev_y + theta[1] * prev_u
        return jnp.sum(weight * (pred - nxt) ** 2) / jnp.sum(weight)
    return theta - 0.5 * jax.grad(loss)(theta)


def main():
    logs = [masked_pairs(*flight_log(s)) for s in range(5)]
    theta = jnp.zeros(2)
    for epoch in range(10):
        for prev_y, prev_u, nxt, weight in logs:
            theta = ls_step(theta, prev_y, prev_u, nxt, weight)
    print(theta)


if __name__ == "__main__":
    main()
