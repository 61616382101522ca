import jax.numpy as jnp

from control import pid_update
from opc import TagReader


def main():
    reader = TagReader()
    state = (jnp.zeros(()), jnp.zeros(()))
    gains = jnp.array([8.0, 0.5, 2.0])
    last_pv = 40.0
    for minute in range(12):
        pv = reader.read("DO_PV", minute)
        if pv is None:
            pv = last_pv
        state, rpm = pid_update(state, pv, jnp.float32(40.0), gains)
        last_pv = pv
        print(f"min {minute:2d}: stirrer {float(jnp.squeeze(rpm)):.0f} rpm")


if __name__ == "__main__":
    main()
