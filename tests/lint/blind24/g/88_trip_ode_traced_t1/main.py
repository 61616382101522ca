import diffrax
import jax
import jax.numpy as jnp
import numpy as np


def battery_rhs(t, soc, args):
    speed, grade, hvac = args
    power_kw = 0.9 * speed + 40.0 * grade * speed / 20.0 + hvac
    return -power_kw / 350.0 / 60.0


@jax.jit
def end_of_block_soc(soc0, block_minutes, speed, grade, hvac):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(battery_rhs), diffrax.Tsit5(), t0=0.0, t1=block_minutes, dt0=1.0,
        y0=soc0, args=(speed, grade, hvac), saveat=diffrax.SaveAt(t1=True), max_steps=1024,
    )
    return sol.ys[0]


def main():
    rng = np.random.default_rng(0)
    for block in range(6):
        minutes = float(rng.integers(180, 540))
        soc = end_of_block_soc(jnp.float32(1.0), minutes, jnp.float32(rng.uniform(12, 25)),
                               jnp.float32(rng.uniform(0, 0.04)), jnp.float32(rng.uniform(5, 20)))
        print(block, minutes, round(float(soc), 3))


if __name__ == "__main__":
    main()
