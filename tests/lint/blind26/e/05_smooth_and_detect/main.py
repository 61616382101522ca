from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

FS = 1000  # Hz


@partial(jax.jit, static_argnums=1)
def smooth_and_detect(force, win):
    kernel = jnp.ones(win) / win
    f = jnp.convolve(force, kernel, mode="same")
    bw = jnp.median(f[:200])
    takeoff = jnp.argmax(f < 0.05 * bw)
    idx = jnp.arange(f.shape[0])
    landing = jnp.argmax((idx > takeoff) & (f > 0.05 * bw))
    return f, takeoff, landing


def make_cmj(rng, body_mass, flight_ms):
    t = np.arange(2000)
    bw = body_mass * 9.81
    f = np.full(2000, bw) + rng.normal(0, 15, 2000)
    start = 900
    f[start:start + flight_ms] = rng.normal(0, 5, flight_ms)
    f[start - 250:start] += 0.8 * bw * np.sin(np.linspace(0, np.pi, 250))
    return f.astype(np.float32)


rng = np.random.default_rng(11)
athletes = [("A01", 72.0), ("A02", 81.5), ("A03", 64.0), ("A04", 90.2)]
for name, mass in athletes:
    force = make_cmj(rng, mass, flight_ms=int(rng.integers(430, 560)))
    # smoothing window scaled to athlete mass (heavier athletes -> noisier plate)
    win = int(round(mass / 4))
    _, to, ld = smooth_and_detect(jnp.asarray(force), win)
    flight = (int(ld) - int(to)) / FS
    print(name, "jump height (m):", round(9.81 * flight ** 2 / 8, 3))
