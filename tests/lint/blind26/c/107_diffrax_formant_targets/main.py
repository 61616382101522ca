import numpy as np
import jax.numpy as jnp
from dynamics import formant_trajectory

# diphthong trajectories (F1, F2 in kHz) for several speakers with different articulation rates
speakers = {"A": ([0.75, 1.3], [0.3, 2.2], 40.0), "B": ([0.7, 1.2], [0.35, 2.0], 55.0),
            "C": ([0.8, 1.4], [0.32, 2.3], 30.0)}
for spk, (start, target, omega) in speakers.items():
    traj = formant_trajectory(jnp.array(start), jnp.array(target), omega)
    print(spk, np.round(np.asarray(traj[-1]), 3))
