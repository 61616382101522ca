import jax.numpy as jnp

from cameras import CAMERAS
from inspect_kernels import chalkiness


def main():
    thr = jnp.float32(0.8)
    for rnd in range(3):
        for cam in CAMERAS:
            frames = cam.grab()
            score = chalkiness(frames, thr)
            print(f"round {rnd} {cam.name}: mean chalky area {float(score.mean()):.3f}")


if __name__ == "__main__":
    main()
