import jax
import jax.numpy as jnp

H = 15
DT = 0.1
ENERGY_BUDGET = 2.0


def rollout(u, x0):
    def f(x, uk):
        x = x + DT * jnp.array([x[1], uk])
        return x, x
    _, xs = jax.lax.scan(f, x0, u)
    return xs


@jax.jit
def primal_dual_step(u, lam, x0, goal):
    def lagrangian(u):
        xs = rollout(u, x0)
        track = jnp.sum((xs[:, 0] - goal) ** 2)
        energy = DT * jnp.sum(u ** 2)
        return track + lam * (energy - ENERGY_BUDGET)
    u = u - 0.02 * jax.grad(lagrangian)(u)
    lam = jnp.maximum(0.0, lam + 0.5 * (DT * jnp.sum(u ** 2) - ENERGY_BUDGET))
    return u, lam


def plan(x0, goal, iters=40):
    u = jnp.zeros(H)
    lam = jnp.zeros((), dtype=jnp.float32)
    for _ in range(iters):
        u, lam = primal_dual_step(u, lam, x0, goal)
    return u, lam


def main():
    x0 = jnp.array([0.0, 0.0])
    u, lam = plan(x0, 1.0)
    print(float(lam), float(DT * jnp.sum(u ** 2)))


if __name__ == "__main__":
    main()
