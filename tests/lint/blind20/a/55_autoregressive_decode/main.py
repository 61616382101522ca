import jax
import jax.numpy as jnp

from decoder import init_decoder, next_waypoint

HIST, FUT = 4, 8


def decode(params, history):
    waypoints = history
    for _ in range(FUT):
        nxt = next_waypoint(params, waypoints)
        waypoints = jnp.concatenate([waypoints, nxt[None]], axis=0)
    return waypoints[HIST:]


def main():
    params = init_decoder(jax.random.PRNGKey(0))
    history = jnp.cumsum(jnp.ones((HIST, 2)) * 0.5, axis=0)
    for agent in range(2):
        plan = decode(params, history + agent)
        print(agent, plan[-1])


if __name__ == "__main__":
    main()
