import jax
import jax.numpy as jnp

from settings import scenario_settings


@jax.jit
def response_curve(settings, conc):
    h = settings["hill"]
    return settings["emax"] * conc ** h / (settings["ec50"] ** h + conc ** h)


def main():
    conc = jnp.logspace(-1, 2.5, 50)
    for name in ["base", "steep", "potent", "base"]:
        curve = response_curve(scenario_settings(name), conc)
        ec90 = float(conc[jnp.argmax(curve >= 0.9 * curve.max())])
        print(f"{name:7s}: response at 10 ng/mL {float(jnp.interp(10.0, conc, curve)):.1f}, ~EC90 {ec90:.1f}")


if __name__ == "__main__":
    main()
