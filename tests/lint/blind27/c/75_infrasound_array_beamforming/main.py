from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

ARRAY_DELAYS = {"I53US": (0, 3, 5, 2), "I56US": (0, 1, 4, 6), "I57US": (0, 2, 2, 3)}


@partial(jax.jit, static_argnames="n_sensors")
def beam_snr(traces, delays, n_sensors):
    aligned = jnp.stack([jnp.roll(traces[i], -delays[i]) for i in range(n_sensors)])
    beam = aligned.mean(0)
    noise = jnp.std(aligned - beam)
    return jnp.max(jnp.abs(beam)) / (noise + 1e-9)


rng = np.random.default_rng(75)
for hour in range(2):
    for name, d in ARRAY_DELAYS.items():
        sig = np.sin(np.linspace(0, 40, 800)) * (hour + 1)
        traces = np.stack([np.roll(sig, k) + 0.5 * rng.normal(size=800) for k in d]).astype(np.float32)
        snr = beam_snr(traces, jnp.asarray(d, jnp.int32), n_sensors=len(d))
        print(hour, name, round(float(snr), 2))
