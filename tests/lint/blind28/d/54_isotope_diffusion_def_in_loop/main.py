import jax
import jax.numpy as jnp
import numpy as np

SECTIONS = [("bag 101-120", 0.062), ("bag 401-420", 0.081), ("bag 801-820", 0.094), ("bag 1201-1220", 0.088)]
DZ = 0.025  # m, CFA resolution

rng = np.random.default_rng(10)
depth = np.arange(0, 12.8, DZ)[:512]
for name, sigma in SECTIONS:
    signal = -32.0 + 2.0 * np.sin(2 * np.pi * depth / 0.22) + rng.normal(0, 0.15, depth.size)

    @jax.jit
    def restore(d18o):
        # Wiener-type back-diffusion in Fourier space (Johnsen 1977)
        k = jnp.fft.rfftfreq(d18o.size, DZ) * 2 * jnp.pi
        gain = jnp.exp(0.5 * (k * sigma) ** 2)
        wiener = gain / (1.0 + (gain * 0.05) ** 2)
        return jnp.fft.irfft(jnp.fft.rfft(d18o - d18o.mean()) * wiener, n=d18o.size) + d18o.mean()

    restored = restore(jnp.asarray(signal, jnp.float32))
    print(f"{name}: sigma {sigma*100:.1f} cm, amplitude {float(restored.std()):.2f} permil (raw {signal.std():.2f})")
