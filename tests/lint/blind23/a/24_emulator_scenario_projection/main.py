import jax
import numpy as np

from emulator import make_emulator
from run import scenario_run


def main():
    emu = make_emulator(jax.random.PRNGKey(0), 4)
    rng = np.random.default_rng(0)
    forcings = np.cumsum(rng.normal(0.02, 0.01, size=(10, 4)), axis=0).astype(np.float32)
    traj = scenario_run(emu, forcings, start_year=2015)
    print(traj[:, 0])


if __name__ == "__main__":
    main()
