import diffrax
import jax.numpy as jnp

from sim import wave_position


def main():
    y0 = jnp.array([0.0, 0.0])
    args = (jnp.array(1.2), jnp.array(0.9))
    for rtol in [1e-3, 1e-4, 1e-5, 1e-6]:
        ctrl = diffrax.PIDController(rtol=rtol, atol=rtol * 1e-2)
        print(rtol, wave_position(y0, args, ctrl))


if __name__ == "__main__":
    main()
