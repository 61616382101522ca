import jax.numpy as jnp

from solver import WaveConfig, advance_frame, initial_pluck


class Recorder:
    def __init__(self):
        self.frames = []

    def __call__(self, frame, u):
        self.frames.append(u)
        print(f"frame {frame}: max|u|={float(jnp.abs(u).max()):.4f} peak@{int(jnp.argmax(u))}")


def main():
    cfg = WaveConfig(n=128, dt=2e-3)
    u, u_prev = initial_pluck(cfg)
    record = Recorder()
    for frame in range(6):
        u, u_prev = advance_frame(u, u_prev, cfg)
        record(frame, u)


if __name__ == "__main__":
    main()
