import jax
import jax.numpy as jnp

from scenarios import active_scenarios

H = 10
DT = 0.1


def scenario_cost(u, x0, wind):
    def f(x, uk):
        x = x + DT * jnp.array([x[1], uk + wind])
        return x, x[0] ** 2
    _, c = jax.lax.scan(f, x0, u)
    return jnp.sum(c) + 0.05 * jnp.sum(u ** 2)


@jax.jit
def robust_plan(x0, winds, u):
    def worst(u):
        return jnp.mean(jax.vmap(scenario_cost, in_axes=(None, None, 0))(u, x0, winds))
    for _ in range(20):
        u = u - 0.1 * jax.grad(worst)(u)
    return u


def main():
    x = jnp.array([1.0, 0.0])
    u = jnp.zeros(H)
    for t in range(9):
        u = robust_plan(x, active_scenarios(t), u)
        x = x + DT * jnp.array([x[1], u[0]])
    print(x)


if __name__ == "__main__":
    main()
