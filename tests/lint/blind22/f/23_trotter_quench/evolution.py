import jax
import jax.numpy as jnp


def zz_phase(n):
    idx = jnp.arange(2 ** n)
    bits = (idx[:, None] >> jnp.arange(n)[::-1]) & 1
    z = 1.0 - 2.0 * bits
    return jnp.sum(z * jnp.roll(z, -1, axis=1), axis=1)


def apply_rx_all(psi, angle, n):
    c, s = jnp.cos(angle / 2), -1j * jnp.sin(angle / 2)
    t = psi.reshape((2,) * n)
    for q in range(n):
        t = jnp.moveaxis(t, q, 0)
        t = jnp.stack([c * t[0] + s * t[1], s * t[0] + c * t[1]])
        t = jnp.moveaxis(t, 0, q)
    return t.reshape(-1)


@jax.jit
def trotter_step(psi, t, dt, zz, J, h):
    psi = psi * jnp.exp(1j * J * dt * zz)
    psi = apply_rx_all(psi, -2.0 * h * dt, psi.size.bit_length() - 1)
    return psi, t + dt


class Quench:
    def __init__(self, n, J, h, dt):
        self.n = n
        self.J, self.h = J, h
        self.dt = jnp.asarray(dt, dtype=jnp.float32)
        self.zz = zz_phase(n)
        self.psi = jnp.zeros(2 ** n, dtype=jnp.complex64).at[0].set(1.0)
        self.psi0 = self.psi
        self.time = 0.0

    def advance(self, n_steps):
        for _ in range(n_steps):
            self.psi, self.time = trotter_step(self.psi, self.time, self.dt, self.zz, self.J, self.h)

    def loschmidt_echo(self):
        return float(jnp.abs(jnp.vdot(self.psi0, self.psi)) ** 2)
