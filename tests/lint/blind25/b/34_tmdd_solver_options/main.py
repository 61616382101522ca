from functools import partial

import jax
import jax.numpy as jnp


class SolverOptions:
    def __init__(self, n_steps=240, method="rk4"):
        self.n_steps = n_steps
        self.method = method


def tmdd_rhs(y, p):
    l, r, lr = y
    kel, kon, koff, kint, ksyn, kdeg = p
    bind = kon * l * r - koff * lr
    return jnp.stack([-kel * l - bind, ksyn - kdeg * r - bind, bind - kint * lr])


@partial(jax.jit, static_argnums=(2,))
def integrate_tmdd(y0, p, opts, t_end):
    dt = t_end / opts.n_steps

    def step(y, _):
        k1 = tmdd_rhs(y, p)
        k2 = tmdd_rhs(y + 0.5 * dt * k1, p)
        k3 = tmdd_rhs(y + 0.5 * dt * k2, p)
        k4 = tmdd_rhs(y + dt * k3, p)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y[0]
    return jax.lax.scan(step, y0, None, length=opts.n_steps)


def simulate_dose(dose_nmol, p):
    y0 = jnp.array([dose_nmol, 10.0, 0.0], jnp.float32)
    _, free_ligand = integrate_tmdd(y0, p, SolverOptions(), jnp.float32(168.0))
    return free_ligand


def main():
    p = jnp.array([0.05, 0.5, 0.1, 0.2, 1.0, 0.1], jnp.float32)
    for dose in [1.0, 3.0, 10.0, 30.0, 100.0]:
        lig = simulate_dose(jnp.float32(dose), p)
        print(f"dose {dose:5.1f} nmol: free ligand at 1 week {float(lig[-1]):.4f}")


if __name__ == "__main__":
    main()
