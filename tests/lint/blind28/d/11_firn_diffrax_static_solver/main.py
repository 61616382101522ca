import jax.numpy as jnp

from config import FirnConfig
from firn import density_profile

SITES = {"Summit": (241.0, 0.23), "Dome C": (218.0, 0.03), "WAIS Divide": (242.0, 0.22),
         "Law Dome DE08": (254.0, 1.2), "NEEM": (244.0, 0.22)}

for name, (temp, accum) in SITES.items():
    cfg = FirnConfig()
    rho = density_profile(jnp.float32(temp), jnp.float32(accum), cfg)
    idx = int(jnp.argmax(rho >= 830.0))
    print(f"{name:>14s}: rho(100 m) = {float(rho[-1]):.0f} kg m-3, close-off near {idx * 5} m")
