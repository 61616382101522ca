import jax
import jax.numpy as jnp

from env import ServiceDesk, reset, run_shift


def main():
    desk = ServiceDesk(backlog=jnp.float32(0.0), capacity=jnp.float32(4.0))
    key = jax.random.PRNGKey(3)
    staff = jnp.float32(3.0)
    for day in range(3):
        for shift in range(2):
            key, sub = jax.random.split(key)
            arrivals = jax.random.poisson(sub, 11.0, (16,)).astype(jnp.float32)
            desk, mean_backlog = run_shift(desk, arrivals, staff)
            print(f"day {day} shift {shift}: mean backlog {float(mean_backlog):.2f}")
        desk = reset(desk)


if __name__ == "__main__":
    main()
