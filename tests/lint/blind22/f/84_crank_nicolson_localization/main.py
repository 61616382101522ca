import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp

from operators import aubry_andre, tight_binding_ring

N = 64
DT = 0.1


@jax.jit
def cn_step(psi, H, dt):
    eye = jnp.eye(H.shape[0])
    A = eye + 0.5j * dt * H
    B = eye - 0.5j * dt * H
    return jnp.linalg.solve(A, B @ psi)


def wavepacket(n, x0, width):
    x = jnp.arange(n, dtype=jnp.float64)
    psi = jnp.exp(-((x - x0) ** 2) / (2 * width ** 2)).astype(jnp.complex128)
    return psi / jnp.linalg.norm(psi)


def main():
    for lam in (0.5, 2.0, 4.0):
        H = jnp.asarray(tight_binding_ring(N, aubry_andre(lam)))
        psi = wavepacket(N, N // 2, 2.0)
        for _ in range(10):
            psi = cn_step(psi, H, DT)
        p = jnp.abs(psi) ** 2
        x = jnp.arange(N)
        print(f"lambda={lam} spread={float(jnp.sqrt(jnp.sum(p * (x - N // 2) ** 2))):.3f}")


if __name__ == "__main__":
    main()
