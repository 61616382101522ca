from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

NX = 200
NT = 300


@partial(jax.jit, static_argnames=("nt",))
def propagate(vel, src_wavelet, dt, dx, nt):
    def body(t, carry):
        u_prev, u, trace = carry
        lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2
        u_next = 2 * u - u_prev + (vel * dt) ** 2 * lap
        u_next = u_next.at[10].add(src_wavelet[t] * dt ** 2)
        trace = trace.at[t].set(u_next[150])
        return u, u_next, trace
    z = jnp.zeros(NX)
    _, _, trace = jax.lax.fori_loop(0, nt, body, (z, z, jnp.zeros(nt)))
    return trace


def ricker(f, dt, nt):
    t = np.arange(nt) * dt - 1.0 / f
    return ((1 - 2 * (np.pi * f * t) ** 2) * np.exp(-(np.pi * f * t) ** 2)).astype(np.float32)


def main():
    rng = np.random.default_rng(260)
    wavelet = ricker(60.0, 1e-4, NT)
    for shot in range(5):
        vel = np.full(NX, 3000.0, np.float32)
        vel[100:] = rng.uniform(4000, 5500)
        trace = propagate(vel, wavelet, 1e-4, 0.5, nt=NT)
        print(f"shot {shot}: peak receiver amplitude {float(jnp.abs(trace).max()):.3e}")


if __name__ == "__main__":
    main()
