import jax
import jax.numpy as jnp


class HeadingSelect:
    heading_deg = 0.0

    def set(self, value):
        self.heading_deg = float(value) % 360.0


@jax.jit
def bank_command(psi, r, target_deg):
    err = jnp.deg2rad(target_deg) - psi
    err = jnp.arctan2(jnp.sin(err), jnp.cos(err))
    return jnp.clip(1.5 * err - 0.4 * r, -0.44, 0.44)


def main():
    sel = HeadingSelect()
    psi, r = jnp.float32(0.5), jnp.float32(0.0)
    for k in range(150):
        if k == 50:
            sel.set(270)
        if k == 100:
            sel.set(45)
        phi = bank_command(psi, r, sel.heading_deg)
        r = 9.81 * jnp.tan(phi) / 120.0
        psi = psi + r * 0.5
    print(round(float(jnp.rad2deg(psi)) % 360, 2))


if __name__ == "__main__":
    main()
