import jax.numpy as jnp

from conduction import implicit_step

# power ramp segments: (duration s, number of steps, volumetric heat W/m3)
RAMP = [(0.3, 3, 3.0e8), (1.0, 10, 3.5e8), (0.7, 7, 4.0e8)]


def main():
    temp = jnp.full(20, 560.0, dtype=jnp.float32)
    for duration, n_steps, q in RAMP:
        dt = duration / n_steps
        for _ in range(n_steps):
            temp = implicit_step(temp, q, 3.0, 3.2e6, 2.0e-4, dt=dt)
        print(f"q={q:.1e} W/m3: centreline {float(temp[0]):.1f} K (dt={dt!r})")


if __name__ == "__main__":
    main()
