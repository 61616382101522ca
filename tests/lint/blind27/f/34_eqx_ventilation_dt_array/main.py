import equinox as eqx
import jax.numpy as jnp
import numpy as np

from model import DrivePollutant


@eqx.filter_jit
def advance_n(model, c, source, dt, n_sub):
    for _ in range(n_sub):
        c = model.step(c, source, dt)
    return c


def cfl_timestep(velocity, dx=10.0, cfl=0.8):
    return jnp.asarray(cfl * dx / velocity, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(3)
    c = jnp.zeros(100)
    for hour in range(6):
        fan_speed = float(rng.choice([2.0, 2.5, 3.0]))
        model = DrivePollutant(velocity=jnp.array(fan_speed), decay=jnp.array(1e-3))
        source = jnp.zeros(100).at[rng.integers(0, 100)].set(0.05)
        c = advance_n(model, c, source, cfl_timestep(fan_speed), 20)
        print(f"hour {hour}: fan {fan_speed} m/s, peak DPM {float(c.max()):.4f} mg/m3")


if __name__ == "__main__":
    main()
