import jax.numpy as jnp

from solver import integrate

N_STEPS = 400
T_FINAL_VALUES = [5.0, 10.0, 20.0, 40.0]
DAMPING = [0.05, 0.1, 0.2]


def run_sweep(y0, omega):
    results = {}
    for zeta in DAMPING:
        params = jnp.array([omega, zeta])
        for t_final in T_FINAL_VALUES:
            traj = integrate(y0, params, jnp.float32(t_final), N_STEPS)
            results[(zeta, t_final)] = float(traj[-1, 0])
    return results


if __name__ == "__main__":
    y0 = jnp.array([1.0, 0.0])
    res = run_sweep(y0, 2.0)
    for key, x_end in sorted(res.items()):
        print(key, round(x_end, 5))
