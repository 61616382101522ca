import jax.numpy as jnp

from sim import AltitudeHold


def main():
    ap = AltitudeHold(target=jnp.float32(1500.0))
    h, vz = jnp.float32(1400.0), jnp.float32(0.0)
    u = ap.engage(h)
    for k in range(200):
        vz = vz + (30.0 * u - 0.3 * vz) * ap.dt
        h = h + vz * ap.dt
        u = ap.command(h)
    print(float(h), float(vz))


if __name__ == "__main__":
    main()
