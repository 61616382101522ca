import jax
import jax.numpy as jnp


@jax.jit
def recharge_oscillator(state, noise, coupling, damping, dt):
    # Jin (1997) recharge oscillator: T = east Pacific SST anomaly, h = west Pacific thermocline depth
    def step(s, eps):
        T, h = s
        dT = (coupling - damping) * T + 0.8 * h - 0.1 * T ** 3 + eps
        dh = -0.15 * h - 1.5 * T
        s = jnp.stack([T + dt * dT, h + dt * dh])
        return s, s[0]
    return jax.lax.scan(step, state, noise)
