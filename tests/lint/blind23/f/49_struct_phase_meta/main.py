import jax.numpy as jnp

from dynamics import mission_step
from state import MissionState

BURNS = {20: 1, 60: 2, 100: 3}


def main():
    s = MissionState(pos=jnp.array([7000.0, 0.0, 0.0]), vel=jnp.array([0.0, 7.546, 0.0]),
                     mass=jnp.float32(1000.0))
    dv = jnp.array([0.0, 0.01, 0.0])
    for k in range(120):
        if k in BURNS:
            s = s.replace(phase="burn", burn_index=BURNS[k])
        elif s.phase == "burn":
            s = s.replace(phase="coast")
        s = mission_step(s, dv, 10.0)
    print(float(s.mass), float(jnp.linalg.norm(s.pos)), s.burn_index)


if __name__ == "__main__":
    main()
