import jax
import jax.numpy as jnp

from metrics import DisplacementTracker

N_AGENTS, FUT = 6, 12


def constant_velocity(past, fut):
    vel = past[:, -1] - past[:, -2]
    steps = jnp.arange(1, fut + 1, dtype=jnp.float32)[None, :, None]
    return past[:, -1:, :] + vel[:, None, :] * steps


def evaluate(key, n_scenes, tracker):
    tracker.reset()
    for _ in range(n_scenes):
        key, k1 = jax.random.split(key)
        traj = jnp.cumsum(jax.random.normal(k1, (N_AGENTS, 8 + FUT, 2)), axis=1)
        past, future = traj[:, :8], traj[:, 8:]
        mask = jnp.ones((N_AGENTS,), jnp.float32)
        tracker.update(constant_velocity(past, FUT), future, mask)
    return tracker.result()


def main():
    tracker = DisplacementTracker()
    key = jax.random.PRNGKey(1)
    for epoch in range(3):
        key, k = jax.random.split(key)
        print("epoch", epoch, "ade", evaluate(k, 4, tracker))


if __name__ == "__main__":
    main()
