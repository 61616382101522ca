import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from battery import FerryBattery

CROSSINGS_MIN = {"Helsingor-Helsingborg": 20.0, "Moss-Horten": 30.0, "Puttgarden-Rodby": 45.0}
N_STEPS = 60


@eqx.filter_jit
def soc_rollout(battery, power_kw, dt_h, soc0):
    def step(soc, p):
        soc = soc + dt_h * battery.dsoc(p)
        return soc, soc
    return jax.lax.scan(step, soc0, power_kw)[1]


def main():
    rng = np.random.default_rng(0)
    bat = FerryBattery()
    for name, minutes in CROSSINGS_MIN.items():
        power = rng.uniform(3000, 6000, N_STEPS).astype(np.float32)
        dt = jnp.asarray(minutes / 60.0 / N_STEPS, jnp.float32)
        soc = soc_rollout(bat, power, dt, jnp.float32(0.9))
        print(f"{name}: arrive at SoC {float(soc[-1]):.2%}")


if __name__ == "__main__":
    main()
