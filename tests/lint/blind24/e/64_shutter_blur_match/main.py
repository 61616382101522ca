import numpy as np
import jax
import jax.numpy as jnp

N_TAPS = 7


def shutter_weights(shutter_angle, n=N_TAPS):
    width = max(shutter_angle / 360.0 * n, 1.0)
    x = np.arange(n) - (n - 1) / 2
    w = np.clip(width / 2 - np.abs(x) + 0.5, 0, 1)
    return (w / w.sum()).astype(np.float32)


@jax.jit
def match_motion_blur(frame, velocity, weights):
    offsets = (jnp.arange(weights.shape[0]) - (weights.shape[0] - 1) / 2) * velocity
    cols = jnp.arange(frame.shape[1])

    def tap(w, off):
        src = jnp.clip(cols - off, 0, frame.shape[1] - 1)
        lo = jnp.floor(src).astype(jnp.int32)
        hi = jnp.minimum(lo + 1, frame.shape[1] - 1)
        f = src - lo
        return w * (frame[:, lo] * (1 - f) + frame[:, hi] * f)

    return jax.vmap(tap)(weights, offsets).sum(axis=0)


def main():
    rng = np.random.default_rng(0)
    shots = {"sh010": (180.0, 1.5), "sh020": (90.0, 2.0), "sh030": (180.0, 0.5), "sh040": (270.0, 1.0)}
    for name, (shutter, vel) in shots.items():
        cg = rng.uniform(0, 1, (24, 48)).astype(np.float32)
        out = match_motion_blur(cg, vel, shutter_weights(shutter))
        print(name, round(float(np.abs(np.asarray(out) - cg).mean()), 4))


if __name__ == "__main__":
    main()
