from functools import partial

import jax
import jax.numpy as jnp

from modes import ControlLaw, active_law


@partial(jax.jit, static_argnames="law")
def pitch_command(stick, nz, q, law):
    if law is ControlLaw.NORMAL:
        # load factor demand with pitch-rate damping
        nz_cmd = 1.0 + 1.5 * stick
        return jnp.clip(0.8 * (nz_cmd - nz) - 0.3 * q, -0.5, 0.5)
    if law is ControlLaw.ALTERNATE:
        return jnp.clip(0.5 * stick - 0.3 * q, -0.5, 0.5)
    return 0.4 * stick


def main():
    nz, q = jnp.float32(1.0), jnp.float32(0.0)
    for k in range(50):
        stick = jnp.float32(0.2 if 10 <= k < 30 else 0.0)
        law = active_law({"adc_disagree": False, "irs_fault": False})
        de = pitch_command(stick, nz, q, law=law)
        q = q + 0.05 * (2.0 * de - 0.5 * q)
        nz = nz + 0.05 * (3.0 * q - 0.2 * (nz - 1.0))
    print(round(float(nz), 4), round(float(q), 4))


if __name__ == "__main__":
    main()
