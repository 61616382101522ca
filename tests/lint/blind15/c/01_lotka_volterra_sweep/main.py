import jax.numpy as jnp

from solver import integrate

T_FINAL = 10.0
DT_VALUES = [0.1, 0.05, 0.025, 0.0125]


def run_convergence_study(y0, params):
    finals = []
    for dt in DT_VALUES:
        n_steps = int(round(T_FINAL / dt))
        traj = integrate(y0, params, dt, n_steps)
        finals.append(traj[-1])
    return jnp.stack(finals)


if __name__ == "__main__":
    y0 = jnp.array([10.0, 5.0])
    params = jnp.array([1.1, 0.4, 0.1, 0.4])
    finals = run_convergence_study(y0, params)
    errs = jnp.linalg.norm(finals[:-1] - finals[-1], axis=1)
    print("final states:", finals)
    print("errors vs finest:", errs)
