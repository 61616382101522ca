import jax
import jax.numpy as jnp
import numpy as np

from population import stack_members, truncation_select, unstack


def member_loss(m, x, y):
    return jnp.mean((x @ m["w"] - y) ** 2)


@jax.jit
def population_step(pop, x, y):
    def one(m):
        loss, g = jax.value_and_grad(member_loss)(m, x, y)
        new = dict(m, w=m["w"] - m["lr"] * g["w"])
        return new, loss
    return jax.vmap(one)(pop)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x @ np.array([1.0, -1.0, 0.5])).astype(np.float32)
    members = [{"w": jnp.zeros(3), "lr": jnp.float32(lr)} for lr in np.geomspace(1e-3, 0.3, 8)]
    for gen in range(4):
        pop = stack_members(members)
        for _ in range(3):
            pop, losses = population_step(pop, x, y)
        members = truncation_select(unstack(pop), losses)
        print(gen, len(members), float(losses.min()))


if __name__ == "__main__":
    main()
