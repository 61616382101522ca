import jax
import jax.numpy as jnp

from decoder import init_decoder, next_waypoint

HIST, FUT = 4, 8


def decode(params, history):
    buffer = jnp.zeros((HIST + FUT + 1, 2)).at[:HIST].set(history)
    length = jnp.int32(HIST)
    for _ in range(FUT):
        buffer, length = next_waypoint(params, buffer, length)
    return buffer[HIST:HIST + FUT]


def main():
    params = init_decoder(jax.random.PRNGKey(0))
    history = jnp.cumsum(jnp.ones((HIST, 2)) * 0.5, axis=0)
    for agent in range(2):
        plan = decode(params, history + agent)
        print(agent, plan[-1])


if __name__ == "__main__":
    main()
