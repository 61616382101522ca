import jax
import jax.numpy as jnp

from survey_io import load_surveys


@jax.jit
def min_curvature(depth, dip, azi):
    md = jnp.diff(depth)
    i1, i2 = jnp.pi / 2 + dip[:-1], jnp.pi / 2 + dip[1:]
    a1, a2 = azi[:-1], azi[1:]
    cos_dl = jnp.cos(i2 - i1) - jnp.sin(i1) * jnp.sin(i2) * (1 - jnp.cos(a2 - a1))
    dl = jnp.arccos(jnp.clip(cos_dl, -1.0, 1.0))
    rf = jnp.where(dl > 1e-6, 2 / dl * jnp.tan(dl / 2), 1.0)
    dx = md / 2 * (jnp.sin(i1) * jnp.sin(a1) + jnp.sin(i2) * jnp.sin(a2)) * rf
    dy = md / 2 * (jnp.sin(i1) * jnp.cos(a1) + jnp.sin(i2) * jnp.cos(a2)) * rf
    dz = md / 2 * (jnp.cos(i1) + jnp.cos(i2)) * rf
    return jnp.cumsum(jnp.stack([dx, dy, dz], -1), axis=0)


def main():
    for h, (depth, dip, azi) in enumerate(load_surveys()):
        xyz = min_curvature(depth, dip, azi)
        print(f"DDH{h:03d} end of hole offset E {float(xyz[-1, 0]):.1f} N {float(xyz[-1, 1]):.1f} Z {float(xyz[-1, 2]):.1f}")


if __name__ == "__main__":
    main()
