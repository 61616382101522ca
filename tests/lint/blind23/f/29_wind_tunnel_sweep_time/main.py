import jax
import jax.numpy as jnp


@jax.jit
def pendulum_rig(state, t, forcing_amp):
    # pitch-plunge rig driven by a sinusoidal gust generator
    theta, q = state
    omega_f = 2 * jnp.pi * 2.5
    m_aero = -0.8 * theta - 0.05 * q + forcing_amp * jnp.sin(omega_f * t)
    dt = 0.002
    q = q + m_aero * dt
    return jnp.array([theta + q * dt, q])


def run(forcing_amp, n=250):
    state = jnp.array([0.02, 0.0])
    t = 0
    peak = 0.0
    for _ in range(n):
        state = pendulum_rig(state, t, forcing_amp)
        t += 0.002
        peak = max(peak, abs(float(state[0])))
    return peak


def main():
    for amp in (0.5, 1.0, 2.0):
        print(amp, run(amp))


if __name__ == "__main__":
    main()
