import jax.numpy as jnp

from propagator import split_step
from wavepacket import gaussian_packet


def main():
    n, L = 256, 40.0
    x = jnp.linspace(-L / 2, L / 2, n, endpoint=False)
    k = 2 * jnp.pi * jnp.fft.fftfreq(n, d=L / n)
    k2 = k**2
    barrier = jnp.where(jnp.abs(x) < 0.5, 2.0, 0.0)
    psi = gaussian_packet(x)
    for _ in range(20):
        psi = split_step(psi, barrier, k2, 0.02)
    transmitted = float(jnp.sum(jnp.abs(psi[x > 0.5]) ** 2) * (L / n))
    print("norm", float(jnp.sum(jnp.abs(psi) ** 2) * (L / n)), "transmitted", transmitted)


if __name__ == "__main__":
    main()
