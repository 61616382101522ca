import jax.numpy as jnp
import numpy as np

from dynamics import simulate_fingertip

FPS = 30.0


def main():
    rng = np.random.default_rng(0)
    durations = [0.5, 0.8, 0.5, 1.0, 0.8]
    for i, dur in enumerate(durations):
        n_frames = int(dur * FPS)
        ts = jnp.linspace(0.0, dur, n_frames)
        y0 = (jnp.zeros(3), jnp.zeros(3))
        target = jnp.asarray(rng.normal(size=3), jnp.float32)
        traj = simulate_fingertip(y0, target, ts)
        print(i, traj.shape, float(jnp.linalg.norm(traj[-1] - target)))


if __name__ == "__main__":
    main()
