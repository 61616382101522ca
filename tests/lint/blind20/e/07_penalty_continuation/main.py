import jax
import jax.numpy as jnp

N = 25
DT = 0.1
U_MAX = 1.5


def unroll(u, x0):
    def f(x, uk):
        pos, vel = x
        vel = vel + DT * uk
        pos = pos + DT * vel
        return (pos, vel), pos
    _, traj = jax.lax.scan(f, x0, u)
    return traj


def objective(u, x0, target, rho):
    traj = unroll(u, x0)
    terminal = (traj[-1] - target) ** 2
    effort = DT * jnp.sum(u ** 2)
    violation = jnp.sum(jax.nn.relu(jnp.abs(u) - U_MAX) ** 2)
    return terminal + 0.1 * effort + rho * violation


@jax.jit
def descend(u, x0, target, rho):
    g = jax.grad(objective)(u, x0, target, rho)
    return u - 0.05 * g


def optimise(x0, target, outer=4, inner=20):
    u = jnp.zeros(N)
    rho = 1
    for k in range(outer):
        for _ in range(inner):
            u = descend(u, x0, target, rho)
        rho = rho * 2.5
    return u


def main():
    x0 = (jnp.array(0.0), jnp.array(0.0))
    u = optimise(x0, jnp.array(3.0))
    print("max |u|", float(jnp.max(jnp.abs(u))))


if __name__ == "__main__":
    main()
