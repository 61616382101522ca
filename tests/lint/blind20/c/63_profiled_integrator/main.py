import jax.numpy as jnp

from utils import run_jitted

POP = 1e5


def rk4_step(y, params, dt=0.25):
    beta, gamma = params

    def f(y):
        s, i, r = y
        inf = beta * s * i / POP
        return jnp.stack([-inf, inf - gamma * i, gamma * i])

    k1 = f(y)
    k2 = f(y + 0.5 * dt * k1)
    k3 = f(y + 0.5 * dt * k2)
    k4 = f(y + dt * k3)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


if __name__ == "__main__":
    params = jnp.array([0.4, 0.15])
    y = jnp.array([POP - 10.0, 10.0, 0.0])
    for _ in range(20):
        y = run_jitted(lambda state: rk4_step(state, params), y)
    print("state after 5 days:", [round(float(v), 1) for v in y])
    print(f"mean step time {1e3 * sum(run_jitted.timings) / len(run_jitted.timings):.2f} ms")
