import jax
import jax.numpy as jnp
import numpy as np

from devices import load_recording

N = 30 * 50  # 30 s at 50 Hz


@jax.jit
def enmo_and_angle(raw, scale):
    g = raw * scale
    vm = jnp.sqrt(jnp.sum(g ** 2, axis=-1))
    enmo = jnp.maximum(vm - 1.0, 0.0)
    angle = jnp.degrees(jnp.arctan(g[:, 2] / jnp.sqrt(g[:, 0] ** 2 + g[:, 1] ** 2 + 1e-8)))
    return jnp.mean(enmo), jnp.median(angle)


def main():
    participants = [("p1", "axivity"), ("p2", "actigraph"), ("p3", "fitband"), ("p4", "axivity")]
    for i, (pid, device) in enumerate(participants):
        raw, scale = load_recording(device, N, seed=i)
        enmo, angle = enmo_and_angle(raw, scale)
        print(pid, device, round(float(enmo), 4), round(float(angle), 1))


if __name__ == "__main__":
    main()
