import jax.numpy as jnp
import numpy as np

from calib import calibrate_frame, quick_look_zp

N_STARS = 40


def make_frames(n, seed=0):
    rng = np.random.default_rng(seed)
    ref = rng.uniform(14, 19, N_STARS).astype(np.float32)
    frames = []
    for i in range(n):
        zp = 25.0 + 0.1 * rng.normal()
        err = rng.uniform(0.01, 0.05, N_STARS).astype(np.float32)
        inst = (ref - zp + err * rng.normal(size=N_STARS)).astype(np.float32)
        frames.append({"inst_mag": jnp.asarray(inst), "err": jnp.asarray(err)})
    return jnp.asarray(ref), frames


if __name__ == "__main__":
    ref, frames = make_frames(4)
    for i, frame in enumerate(frames):
        zp_quick = quick_look_zp(frame, ref)
        zp = calibrate_frame(frame, ref)
        print(f"frame {i}: quick ZP {float(zp_quick):.3f}  weighted ZP {float(zp):.3f}")
