import jax.numpy as jnp

from quad import integrate

RULES = ("trapezoid", "simpson", "midpoint_richardson")
SIGMAS = (0.2, 0.25, 0.3)


def characteristic_integrand(u, t=1.0, sigma=0.25):
    # Gil-Pelaez style integrand for a lognormal, evaluated on a grid
    return jnp.exp(-0.5 * sigma**2 * t * u**2) * jnp.cos(0.1 * u)


if __name__ == "__main__":
    u = jnp.linspace(0.0, 40.0, 257)
    for rule in RULES:
        values = []
        for sigma in SIGMAS:
            fv = characteristic_integrand(u, sigma=sigma)
            values.append(float(integrate(fv, 0.0, 40.0, rule=rule)))
        print(f"{rule:>20s}: " + "  ".join(f"{v:.8f}" for v in values))
