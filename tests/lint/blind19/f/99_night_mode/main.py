import jax
import jax.numpy as jnp

from camera import SecurityCamera


@jax.jit
def intrusion_score(frame, background):
    luma = frame.mean(axis=-1)
    return jnp.abs(luma - background).mean()


def main():
    cam = SecurityCamera()
    background = jnp.full((12, 12), 0.5, jnp.float32)
    for hour in [17, 18, 19, 20, 21, 22, 5, 6, 7]:
        frame, mode = cam.capture(hour)
        print(hour, mode, round(float(intrusion_score(frame, background)), 4))


if __name__ == "__main__":
    main()
