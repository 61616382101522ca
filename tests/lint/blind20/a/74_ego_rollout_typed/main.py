import jax.numpy as jnp

from vehicle import initial_state, step


def pure_pursuit(state, target_y):
    return jnp.clip(0.05 * (target_y - state["y"]), -0.3, 0.3)


def main():
    dt = jnp.float32(0.1)
    for episode, target in enumerate([1.0, -2.0]):
        state = initial_state(speed=6.0 + episode)
        for t in range(10):
            steer = pure_pursuit(state, target)
            state = step(state, jnp.float32(0.5), steer, dt)
        print(episode, {k: round(float(v), 2) for k, v in state.items()})


if __name__ == "__main__":
    main()
