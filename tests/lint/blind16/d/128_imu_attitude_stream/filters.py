import jax
import jax.numpy as jnp
import numpy as np

MAX_PACKET = 12


@jax.jit
def integrate_packet(attitude, gyro, valid, dt=0.01, alpha=0.98):
    def step(att, inp):
        w, ok = inp
        att = jnp.where(ok, alpha * (att + dt * w), att)
        return att, att

    attitude, _ = jax.lax.scan(step, attitude, (gyro, valid))
    return attitude


def pad_packet(gyro):
    n = gyro.shape[0]
    out = np.zeros((MAX_PACKET, 3), np.float32)
    out[:n] = gyro
    return out, np.arange(MAX_PACKET) < n
