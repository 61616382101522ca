import numpy as np

NAO_TABLE = {2001: np.float32(0.4), 2002: np.float32(-1.1), 2004: np.float32(0.9)}

def covariates(year, rng):
    return {"sst": np.float32(rng.normal(11, 0.7)), "nao": NAO_TABLE.get(year, 0.0)}
