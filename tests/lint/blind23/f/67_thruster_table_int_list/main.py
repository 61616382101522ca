import jax
import jax.numpy as jnp

from config import THRUSTERS
from geometry import load_layout


@jax.jit
def allocate(pos, dirs, torque_cmd, thrust_n):
    B = jnp.cross(pos, dirs * thrust_n).T  # 3 x n_jets torque map
    duty = jnp.linalg.pinv(B) @ torque_cmd
    return jnp.clip(duty, 0.0, 1.0)


def main():
    torque = jnp.array([0.0, 0.0, 2.0])
    for name in ["layout_a", "layout_b", "layout_a"]:
        pos, dirs = load_layout(THRUSTERS[name])
        print(name, [round(float(d), 3) for d in allocate(pos, dirs, torque, 10.0)])


if __name__ == "__main__":
    main()
