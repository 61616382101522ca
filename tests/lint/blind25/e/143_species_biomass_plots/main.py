import numpy as np
from allometry import species_biomass

rng = np.random.default_rng(112)
plots = [{"genus": "Picea", "species": "abies", "dbh": rng.uniform(8, 45, 30).astype(np.float32)} for _ in range(5)]
for i, p in enumerate(plots):
    code = f"{p['genus'][:3]}{p['species'][:3]}".upper()
    print(i, code, round(float(species_biomass(p["dbh"], code=code)), 1))
