import jax
import numpy as np

from ensemble import control_and_members
from noise import perturb_initial_conditions


def main():
    lat = np.linspace(-30, 30, 40)
    sst = (28 - 0.01 * lat[:, None] ** 2 + np.zeros((40, 60))).astype(np.float32)
    members = control_and_members(sst, 6, seed=1)
    # extra members requested by the on-duty forecaster
    for extra in range(2):
        members.append(perturb_initial_conditions(jax.random.PRNGKey(100 + extra), sst, 0.3))
    spread = np.std(np.stack([np.asarray(m) for m in members]), axis=0)
    print(f"{len(members)} members, mean spread {spread.mean():.3f} K")


if __name__ == "__main__":
    main()
