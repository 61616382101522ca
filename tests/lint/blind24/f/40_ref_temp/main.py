import jax
import jax.numpy as jnp

from config import GAUGE_TCR
from installation import gauge_sites, reference_temperature


@jax.jit
def mechanical_strain(raw, temps, t_ref):
    thermal = GAUGE_TCR * (temps - t_ref)
    eps = raw - thermal
    return eps, eps[-50:].mean() - eps[:50].mean()


def main():
    for name, log, raw, temps in gauge_sites():
        t_ref = reference_temperature(log)
        eps, drift = mechanical_strain(raw, temps, t_ref)
        print(f"{name}: T_ref {float(t_ref):5.2f} C, long-term creep/shrinkage {float(drift):7.1f} ue")


if __name__ == "__main__":
    main()
