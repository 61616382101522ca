import jax
import jax.numpy as jnp

from sdk import stream


@jax.jit
def posture_angles(acc):
    axes_last = acc if acc.shape[-1] == 3 else acc.T
    g = jnp.mean(axes_last, axis=0)
    g = g / (jnp.linalg.norm(g) + 1e-6)
    pitch = jnp.degrees(jnp.arcsin(jnp.clip(g[0], -1, 1)))
    roll = jnp.degrees(jnp.arctan2(g[1], g[2]))
    return pitch, roll


def main():
    for acc in stream(6):
        pitch, roll = posture_angles(acc)
        print(round(float(pitch), 1), round(float(roll), 1))


if __name__ == "__main__":
    main()
