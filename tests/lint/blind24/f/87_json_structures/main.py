import jax
import jax.numpy as jnp

from configs import load_structures


@jax.jit
def walking_response(params):
    """Steady-state resonant response to a single pedestrian (SDOF, first vertical mode)."""
    m = params["mass_t"] * 1e3 * 0.5          # modal mass, half of span mass
    k = params["stiffness_kn_m"] * 1e3
    fn = jnp.sqrt(k / m) / (2 * jnp.pi)
    dlf = jnp.where((fn > 1.6) & (fn < 2.4), 0.4, 0.1)
    F = dlf * 700.0
    a_peak = F / (2 * params["damping"] * m)
    return fn, a_peak


def main():
    for name, params in load_structures():
        fn, a = walking_response(params)
        print(f"{name}: f1 {float(fn):.2f} Hz, resonant peak acceleration {float(a):.3f} m/s2")


if __name__ == "__main__":
    main()
