import jax
import jax.numpy as jnp
import numpy as np

from sdk import stream


def to_axes_last(acc):
    return acc if acc.shape[-1] == 3 else np.ascontiguousarray(acc.T)


@jax.jit
def posture_angles(acc):
    g = jnp.mean(acc, axis=0)
    g = g / (jnp.linalg.norm(g) + 1e-6)
    pitch = jnp.degrees(jnp.arcsin(jnp.clip(g[0], -1, 1)))
    roll = jnp.degrees(jnp.arctan2(g[1], g[2]))
    return pitch, roll


def main():
    for acc in stream(6):
        pitch, roll = posture_angles(to_axes_last(acc))
        print(round(float(pitch), 1), round(float(roll), 1))


if __name__ == "__main__":
    main()
