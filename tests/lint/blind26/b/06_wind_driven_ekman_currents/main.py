import jax
import jax.numpy as jnp
import numpy as np

RHO_AIR, RHO_W, CD = 1.22, 1025.0, 1.3e-3


@jax.jit
def ekman_spiral(u10, lat_deg, az):
    f = 2 * 7.2921e-5 * jnp.sin(jnp.deg2rad(lat_deg))
    tau = RHO_AIR * CD * u10 ** 2
    u_star = jnp.sqrt(tau / RHO_W)
    av = 0.4 * u_star * 10.0
    d_e = jnp.sqrt(2 * av / jnp.abs(f))
    v0 = tau / jnp.sqrt(RHO_W ** 2 * jnp.abs(f) * av)
    decay = jnp.exp(az / d_e)
    return v0 * decay * jnp.cos(jnp.pi / 4 + az / d_e), v0 * decay * jnp.sin(jnp.pi / 4 + az / d_e)


def main():
    z = -np.linspace(0, 150, 76).astype(np.float32)
    winds = [5, 7.5, 10, 12.5, 15, 20]
    for u10 in winds:
        u, v = ekman_spiral(float(u10), 45.0, z)
        transport = float(jnp.trapezoid(jnp.hypot(u, v), -z))
        print(f"U10={u10:5.1f} m/s surface speed {float(jnp.hypot(u[0], v[0])):.3f} m/s transport {transport:.3f}")


if __name__ == "__main__":
    main()
