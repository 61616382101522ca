import numpy as np
import jax
import jax.numpy as jnp

RHO0, HS, G = 1.225, 7200.0, 9.81


def simulate(state, cd, n_steps=400, dt=0.5):
    def step(s, _):
        h, v, gamma = s
        rho = RHO0 * jnp.exp(-h / HS)
        drag = 0.5 * rho * v ** 2 * cd * 1.2 / 900.0
        dv = -drag - G * jnp.sin(gamma)
        dg = (v / (6.371e6 + h) - G / v) * jnp.cos(gamma)
        dh = v * jnp.sin(gamma)
        return jnp.array([h + dh * dt, v + dv * dt, gamma + dg * dt]), rho * v ** 3
    final, heat = jax.lax.scan(step, state, None, length=n_steps)
    return final, jnp.max(heat)


def main():
    rng = np.random.default_rng(11)
    entry = jnp.array([120e3, 7500.0, -0.1])
    results = []
    for trial in range(8):
        cd = float(rng.normal(1.3, 0.08))

        @jax.jit
        def run_trial(s0):
            return simulate(s0, cd)

        final, qmax = run_trial(entry)
        results.append((cd, float(final[0]), float(qmax)))
    for r in results:
        print("cd=%.3f h_end=%.0f qmax=%.3e" % r)


if __name__ == "__main__":
    main()
