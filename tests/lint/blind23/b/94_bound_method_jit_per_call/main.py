import jax
import jax.numpy as jnp
import numpy as np


class Beamformer:
    def __init__(self, station_xy, dt):
        self.station_xy = jnp.asarray(station_xy, jnp.float32)
        self.dt = dt

    def beam_energy(self, traces, slowness):
        delays = self.station_xy @ slowness / self.dt
        n = traces.shape[1]
        f = jnp.fft.rfftfreq(n)
        spec = jnp.fft.rfft(traces, axis=1) * jnp.exp(2j * jnp.pi * f[None, :] * delays[:, None])
        beam = jnp.fft.irfft(spec.sum(axis=0), n=n)
        return jnp.mean(beam ** 2)

    def scan(self, traces, grid):
        energy = jax.jit(jax.vmap(self.beam_energy, in_axes=(None, 0)))
        return energy(traces, grid)


def main():
    rng = np.random.default_rng(4)
    bf = Beamformer(rng.uniform(-2, 2, (9, 2)), 0.025)
    s = np.linspace(-0.3, 0.3, 13)
    grid = jnp.asarray(np.stack(np.meshgrid(s, s), -1).reshape(-1, 2), jnp.float32)
    for window in range(4):
        traces = jnp.asarray(rng.standard_normal((9, 512)), jnp.float32)
        e = bf.scan(traces, grid)
        print(window, np.asarray(grid[jnp.argmax(e)]))


if __name__ == "__main__":
    main()
