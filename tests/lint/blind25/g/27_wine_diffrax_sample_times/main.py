import jax.numpy as jnp

from lab import sampling_log
from ode import simulate_tank


def main():
    args = (jnp.float32(0.12), jnp.float32(6.0), jnp.float32(40.0), jnp.float32(0.08), jnp.float32(0.47))
    y0 = jnp.array([0.2, 220.0, 0.0])
    for tank in range(5):
        ts = sampling_log(tank)
        ys = simulate_tank(y0, args, ts)
        print(f"tank {tank}: {len(ts)} samples, predicted final ethanol {float(ys[-1, 2]):.1f} g/L")


if __name__ == "__main__":
    main()
