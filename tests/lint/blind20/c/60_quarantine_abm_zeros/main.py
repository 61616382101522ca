import jax
import jax.numpy as jnp

from state import initial_world, start_quarantine

N_AGENTS = 3_000


@jax.jit
def tick(key, world):
    k1, k2 = jax.random.split(key)
    infectious = (world.status == 1) & ~world.quarantined
    pressure = infectious.mean() * 2.5
    infect = (world.status == 0) & (jax.random.uniform(k1, (N_AGENTS,)) < pressure)
    recover = (world.status == 1) & (jax.random.uniform(k2, (N_AGENTS,)) < 0.1)
    status = jnp.where(infect, 1, jnp.where(recover, 2, world.status))
    days = jnp.where(status == 1, world.days_infected + 1, 0)
    return world._replace(status=status, days_infected=days)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    world = initial_world(N_AGENTS, 20)
    for day in range(40):
        key, sub = jax.random.split(key)
        world = tick(sub, world)
        if day >= 10 and day % 5 == 0:
            world = start_quarantine(world)
    print("final infected", int((world.status == 1).sum()), "recovered", int((world.status == 2).sum()))
