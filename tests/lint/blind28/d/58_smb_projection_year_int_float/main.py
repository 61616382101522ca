import jax.numpy as jnp
import numpy as np

from scenarios import historical_years, projection_years
from smb import smb_anomaly

elev = jnp.asarray(np.linspace(0.0, 3200.0, 80), jnp.float32)
for year in historical_years() + projection_years():
    b = smb_anomaly(elev, year, 0.03)
    print(f"{float(year):.0f}: ice-sheet mean SMB {float(b.mean()):+.3f} m w.e.")
