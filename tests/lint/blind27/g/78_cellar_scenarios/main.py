import numpy as np
import jax.numpy as jnp

from model import all_tank_trajectories

TANKS = {"T1": (230, 0.30, 24), "T2": (210, 0.25, 18), "T3": (245, 0.35, 27), "T4": (220, 0.28, 15),
         "T5": (235, 0.32, 22), "T6": (205, 0.26, 20)}


def main():
    names = list(TANKS)
    s0, mu, temp = (jnp.asarray(v, jnp.float32) for v in zip(*TANKS.values()))
    for scenario, dT in [("as set", 0.0), ("glycol failure +4C", 4.0), ("cold snap -3C", -3.0)]:
        traj = all_tank_trajectories(s0, mu, temp + dT)
        dry = [names[i] for i in np.flatnonzero(np.asarray(traj[:, -1]) < 2.0)]
        print(f"{scenario:20s}: dry by day 21 -> {dry}")


if __name__ == "__main__":
    main()
