import jax
import jax.numpy as jnp


@jax.jit
def integrate_packet(attitude, gyro, dt=0.01, alpha=0.98):
    def step(att, w):
        att = alpha * (att + dt * w)
        return att, att

    attitude, _ = jax.lax.scan(step, attitude, gyro)
    return attitude
