import jax.numpy as jnp
import numpy as np

from config import PROCESS, DOSES
from develop import develop_depth

DILL_C = 0.02  # cm^2/mJ


def inhibitor_profile(dose, thickness, nz=64):
    z = np.linspace(0, thickness, nz)
    absorbed = dose * np.exp(-0.004 * z)  # bulk absorption
    standing = 1 + 0.3 * np.cos(4 * np.pi * 1.7 * z / 193.0)
    return jnp.asarray(np.exp(-DILL_C * absorbed * standing), jnp.float32), thickness / (nz - 1)


def main():
    p = PROCESS
    for dose in DOSES:
        m_z, dz = inhibitor_profile(dose, p["resist_thickness_nm"])
        depth, hist = develop_depth(m_z, dz, p["develop_time_s"], p["rmax"], p["rmin"], p["mth"],
                                    p["n_mack"], n_steps=p["n_time_steps"])
        clear_t = float(np.argmax(np.asarray(hist) >= p["resist_thickness_nm"] - 1e-3)) * p["develop_time_s"] / p["n_time_steps"]
        print(f"dose {dose:.0f} mJ/cm2: developed {float(depth):.1f} nm, clear time ~{clear_t:.1f}s")


if __name__ == "__main__":
    main()
